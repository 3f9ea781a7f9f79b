// The home page's <h1>: its accessible name stays fixed (screen readers are not fed every keystroke) while
// the visible line types and deletes 'time' and 'where'. Holds still under reduced motion.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useReducedMotion } from '@/components/useReducedMotion';
import { initialTyping, nextTyping, typingDelay } from './typing';

export const HEADLINE_WORDS = ['time', 'where'] as const;
export const HOME_HEADING = 'Legal help from verified lawyers, any time, anywhere';

export const TypingHeadline = observer(function TypingHeadline() {
  const still = useReducedMotion();
  const [state, setState] = useState(initialTyping);

  useEffect(() => {
    if (still) return;
    const timer = setTimeout(
      () => setState((s) => nextTyping(s, HEADLINE_WORDS)),
      typingDelay(state, HEADLINE_WORDS),
    );
    return () => clearTimeout(timer);
  }, [state, still]);

  const word = HEADLINE_WORDS[state.wordIndex];
  const shown = still ? HEADLINE_WORDS[0] : word.slice(0, state.length);
  return (
    <h1 className="hero-heading">
      <span className="visually-hidden">{HOME_HEADING}</span>
      <span aria-hidden="true">
        Legal help from verified lawyers, any{' '}
        <span className="typed-word" data-testid="typed-word">
          {shown}
        </span>
        {!still && <span className="typing-caret" />}
      </span>
    </h1>
  );
});
