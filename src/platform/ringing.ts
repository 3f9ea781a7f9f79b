// A ringing tone made with Web Audio (no sound file): India's double ring, two 400/450 Hz bursts of 0.4 s then a
// 2 s pause, scheduled up front for 60 s so it ends by itself even if nobody calls stop(). One audio context,
// made (and resumed) on a click by unlock(): browsers keep sound off until the page has had a user gesture.
import type { Ringing } from './types';

/** The part of AudioContext used here (tests pass a fake). */
export interface AudioContextLike {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: unknown;
  resume(): Promise<void>;
  createOscillator(): {
    frequency: { value: number };
    connect(node: unknown): void;
    start(at?: number): void;
    stop(at?: number): void;
  };
  createGain(): {
    gain: { value: number; setValueAtTime(value: number, at: number): void };
    connect(node: unknown): void;
    disconnect(): void;
  };
}

export const ringSeconds = 60;
/** One cycle: [start, end) of each burst within it, and its length (seconds). */
const bursts: Array<[number, number]> = [
  [0, 0.4],
  [0.6, 1.0],
];
const cycleSeconds = 3;
const volume = 0.2;

export function createRinger(makeContext: () => AudioContextLike | null) {
  let context: AudioContextLike | null = null;
  const contextNow = () => (context ??= makeContext());
  return {
    /** From a click: make and resume the audio context, so a ring later (from a push) is heard. */
    async unlock(): Promise<void> {
      const audio = contextNow();
      if (audio && audio.state !== 'running') await audio.resume().catch(() => undefined);
    },
    ring(): Ringing {
      const audio = contextNow();
      if (!audio) return { stop: () => {} };
      if (audio.state !== 'running') void audio.resume().catch(() => undefined);
      const start = audio.currentTime;
      const end = start + ringSeconds;
      const gain = audio.createGain();
      gain.gain.value = 0;
      gain.connect(audio.destination);
      for (let cycle = start; cycle < end; cycle += cycleSeconds)
        for (const [on, off] of bursts) {
          gain.gain.setValueAtTime(volume, cycle + on);
          gain.gain.setValueAtTime(0, cycle + off);
        }
      const tones = [400, 450].map((hz) => {
        const oscillator = audio.createOscillator();
        oscillator.frequency.value = hz;
        oscillator.connect(gain);
        oscillator.start(start);
        oscillator.stop(end);
        return oscillator;
      });
      let stopped = false;
      return {
        stop() {
          if (stopped) return;
          stopped = true;
          gain.gain.setValueAtTime(0, audio.currentTime);
          for (const tone of tones) {
            try {
              tone.stop(audio.currentTime);
            } catch {
              // Already ended by itself (the minute is over).
            }
          }
          gain.disconnect();
        },
      };
    },
  };
}
