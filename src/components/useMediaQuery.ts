// True while a CSS media query matches; follows changes (resizes, OS motion setting).
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Widths below this show one expert per page and the small-screen menu (spec section 9: 768 px). */
export const SMALL_SCREEN = '(max-width: 767px)';
