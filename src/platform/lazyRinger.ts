// The ringing tone as the platforms hold it: the Web Audio code (ringing.ts) is fetched on first use, so the
// home page's first load carries none of it. unlock() still makes and resumes the audio context at once,
// within the click that allows sound; a ring() before the code is here starts as soon as it arrives.
import type { AudioContextLike } from './ringing';
import type { Ringing } from './types';

type Ringer = ReturnType<typeof import('./ringing').createRinger>;

export function lazyRinger(makeContext: () => AudioContextLike | null) {
  let context: AudioContextLike | null = null;
  const contextNow = () => (context ??= makeContext());
  let loaded: Ringer | null = null;
  let loading: Promise<Ringer> | null = null;
  const load = () =>
    (loading ??= import('./ringing').then(({ createRinger }) => (loaded = createRinger(contextNow))));
  return {
    /** From a click: make and resume the audio context, so a ring later (from a push) is heard. */
    async unlock(): Promise<void> {
      const audio = contextNow();
      const ready = load();
      if (audio && audio.state !== 'running') await audio.resume().catch(() => undefined);
      await ready;
    },
    ring(): Ringing {
      if (loaded) return loaded.ring();
      let playing: Ringing | null = null;
      let stopped = false;
      void load().then((ringer) => {
        if (!stopped) playing = ringer.ring();
      });
      return {
        stop() {
          stopped = true;
          playing?.stop();
        },
      };
    },
  };
}

/** The page's AudioContext, when there is one (not in jsdom, not in very old browsers). */
export function pageAudioContext(): AudioContextLike | null {
  const Context = (globalThis as { AudioContext?: new () => AudioContextLike }).AudioContext;
  return Context ? new Context() : null;
}
