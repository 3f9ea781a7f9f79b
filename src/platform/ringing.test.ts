import { describe, expect, it, vi } from 'vitest';
import { createRinger, ringSeconds, type AudioContextLike } from './ringing';

/** A fake AudioContext recording its tones and the volume steps scheduled on the gain. */
function fakeAudio(state = 'suspended') {
  const tones: Array<{ hz: number; startAt?: number; stopAt: number[] }> = [];
  const steps: Array<[number, number]> = [];
  const audio = {
    currentTime: 5,
    state,
    destination: {},
    resume: vi.fn(async () => void (audio.state = 'running')),
    createOscillator() {
      const tone = { hz: 0, startAt: undefined as number | undefined, stopAt: [] as number[] };
      tones.push(tone);
      return {
        frequency: {
          set value(hz: number) {
            tone.hz = hz;
          },
          get value() {
            return tone.hz;
          },
        },
        connect: () => {},
        start: (at?: number) => void (tone.startAt = at),
        stop: (at?: number) => void tone.stopAt.push(at ?? audio.currentTime),
      };
    },
    createGain() {
      return {
        gain: { value: 1, setValueAtTime: (value: number, at: number) => void steps.push([value, at]) },
        connect: () => {},
        disconnect: vi.fn(),
      };
    },
  };
  return { audio: audio as AudioContextLike & typeof audio, tones, steps };
}

describe('the ringing tone', () => {
  it('rings two tones in a double-ring pattern that ends by itself after a minute', () => {
    const { audio, tones, steps } = fakeAudio('running');
    createRinger(() => audio).ring();
    expect(tones.map((t) => [t.hz, t.startAt, t.stopAt])).toEqual([
      [400, 5, [5 + ringSeconds]],
      [450, 5, [5 + ringSeconds]],
    ]);
    // On at 0 and 0.6 s of each 3 s cycle, off 0.4 s later; nothing is scheduled past the minute.
    expect(steps.slice(0, 4)).toEqual([
      [0.2, 5],
      [0, 5.4],
      [0.2, 5.6],
      [0, 6],
    ]);
    expect(steps.filter(([v]) => v > 0)).toHaveLength(2 * (ringSeconds / 3));
    expect(Math.max(...steps.map(([, at]) => at))).toBeLessThanOrEqual(5 + ringSeconds);
  });

  it('stops at once when asked, and a second stop does nothing', () => {
    const { audio, tones, steps } = fakeAudio('running');
    const ringing = createRinger(() => audio).ring();
    audio.currentTime = 12;
    ringing.stop();
    ringing.stop();
    expect(tones.map((t) => t.stopAt)).toEqual([
      [5 + ringSeconds, 12],
      [5 + ringSeconds, 12],
    ]);
    expect(steps.at(-1)).toEqual([0, 12]);
  });

  it('unlocks sound on a click with one audio context, reused by every ring', async () => {
    const { audio } = fakeAudio('suspended');
    const make = vi.fn(() => audio);
    const ringer = createRinger(make);
    await ringer.unlock();
    expect(audio.resume).toHaveBeenCalledTimes(1);
    expect(audio.state).toBe('running');
    ringer.ring().stop();
    ringer.ring().stop();
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('is silent, and stoppable, where there is no Web Audio', () => {
    const ringing = createRinger(() => null).ring();
    expect(() => ringing.stop()).not.toThrow();
  });
});
