// The typing headline's steps (spec sections 4 and 9): type a word letter by letter, pause 1000 ms at its
// end, delete it, type the next. Steps take 150 ms until the first word is complete, 200 ms after that.

export const TYPING_FIRST_STEP_MS = 150;
export const TYPING_STEP_MS = 200;
export const TYPING_PAUSE_MS = 1000;

export interface TypingState {
  wordIndex: number;
  /** Letters of the word shown. */
  length: number;
  deleting: boolean;
  /** True once the first word has been typed in full: steps slow to 200 ms. */
  warm: boolean;
}

export const initialTyping: TypingState = { wordIndex: 0, length: 0, deleting: false, warm: false };

/** How long the state stays on screen before the next step. */
export function typingDelay(state: TypingState, words: readonly string[]): number {
  const word = words[state.wordIndex % words.length];
  if (!state.deleting && state.length === word.length) return TYPING_PAUSE_MS;
  return state.warm ? TYPING_STEP_MS : TYPING_FIRST_STEP_MS;
}

export function nextTyping(state: TypingState, words: readonly string[]): TypingState {
  const word = words[state.wordIndex % words.length];
  if (!state.deleting) {
    if (state.length < word.length) return { ...state, length: state.length + 1 };
    return { ...state, deleting: true, length: state.length - 1, warm: true };
  }
  if (state.length > 0) return { ...state, length: state.length - 1 };
  return { wordIndex: (state.wordIndex + 1) % words.length, length: 1, deleting: false, warm: true };
}
