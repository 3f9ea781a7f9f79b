// Whether moving parts (carousels, typing headline, marquee) must hold still: the OS setting
// (prefers-reduced-motion) or the app's own accessibility switch (UiStore.reduceMotion, when present).
import { useStores } from '@/stores/context';
import { useMediaQuery } from './useMediaQuery';

export function useReducedMotion(): boolean {
  const { ui } = useStores();
  const system = useMediaQuery('(prefers-reduced-motion: reduce)');
  // Read through a loose type: the switch is added to UiStore by the accessibility settings work.
  return system || (ui as { reduceMotion?: boolean }).reduceMotion === true;
}
