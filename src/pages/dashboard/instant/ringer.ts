// The lawyer's app rings while a call waits for them: the platform's sound and its notification (the browser's,
// or the desktop app's). Either may be missing (a platform without them): the dialog still shows the call.
import type { Platform } from '@/platform/types';

interface Ringing {
  ring?: () => { stop(): void };
  alert?: (notice: { title: string; body: string; tag: string }) => void;
}

/** Starts ringing and says it in a notification; returns the function that stops the sound. */
export function ringFor(
  platform: Platform,
  notice: { title: string; body: string; tag: string },
): () => void {
  const device = platform as Platform & Ringing;
  device.alert?.(notice);
  const sound = device.ring?.();
  return () => sound?.stop();
}
