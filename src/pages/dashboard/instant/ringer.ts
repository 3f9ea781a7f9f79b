// The lawyer's app rings while a call waits for them: the platform's sound and its notification (the browser's,
// or the desktop app's), as one step the ringing dialog starts and stops.
import type { AlertOptions, Platform } from '@/platform/types';

/** Says the call in a notification and starts ringing; returns the function that stops the sound. */
export function ringFor(platform: Platform, notice: AlertOptions): () => void {
  platform.alert(notice);
  const sound = platform.ring();
  return () => sound.stop();
}
