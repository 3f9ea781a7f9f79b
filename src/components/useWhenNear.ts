// Runs `action` once, when the element comes within `margin` of the viewport: data a page shows far below its
// first screen (the home page's stories) is asked for when the visitor scrolls towards it, not while the page
// loads — on / that request would bring the API contract (about 45 kB gzip of schemas to evaluate) into the
// first load. Without IntersectionObserver (tests' jsdom, old browsers) the action runs at once.
import { useEffect, type RefObject } from 'react';

/** How far ahead of the viewport: half a phone screen, so the data is usually there by the time it is seen. */
const AHEAD = '400px';

export function useWhenNear(ref: RefObject<Element | null>, action: () => void, margin = AHEAD): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      action();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        action();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, action, margin]);
}
