// Scroll position on navigation (a single-page app keeps the window where the last page left it): a new path
// starts at the top, and a #hash (e.g. /services#documentation) scrolls its element into view. Changes of
// the query alone (filters kept in the URL) leave the scroll where it is. The page the document was loaded
// with keeps the visitor's scroll: the prerendered home page can be scrolled before the app starts and
// replaces it, and a jump back to the top would also keep its lazy parts (the stories) from loading.
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Frames to keep looking for a #hash target that renders after the page (lazy parts, loaded content). */
const hashSearchFrames = 60;

export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  // The loaded path until the first navigation away (a ref, so React's double mount in development keeps it).
  const loadedPath = useRef<string | null>(pathname);
  useLayoutEffect(() => {
    const onLoadedPage = loadedPath.current === pathname;
    if (!onLoadedPage) loadedPath.current = null;
    if (!hash) {
      if (!onLoadedPage) window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let handle = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (frame++ < hashSearchFrames) handle = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash]);
  return null;
}
