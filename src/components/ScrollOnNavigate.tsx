// Scroll position on navigation (a single-page app keeps the window where the last page left it): a new path
// starts at the top, and a #hash (e.g. /services#documentation) scrolls its element into view. Changes of
// the query alone (filters kept in the URL) leave the scroll where it is.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Frames to keep looking for a #hash target that renders after the page (lazy parts, loaded content). */
const hashSearchFrames = 60;

export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
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
