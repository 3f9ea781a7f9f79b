// The home page's <h1>: its accessible name stays fixed (screen readers are not fed every keystroke) while
// the visible line types and deletes 'time' and 'where' (in Hindi and Tamil their 'any time' and 'anywhere').
// Holds still under reduced motion.
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useReducedMotion } from '@/components/useReducedMotion';
import { msg, T, useT } from '@/i18n';
import { initialTyping, nextTyping, typingDelay } from './typing';

export const HEADLINE_WORDS = ['time', 'where'] as const;
export const HOME_HEADING = msg('Legal help from verified lawyers, any time, anywhere');

export const TypingHeadline = observer(function TypingHeadline() {
  const still = useReducedMotion();
  const t = useT();
  const [state, setState] = useState(initialTyping);
  const words = useMemo(
    () => HEADLINE_WORDS.map((word) => t('{word, select, time {time} other {where}}', { word })),
    [t],
  );

  useEffect(() => {
    if (still) return;
    const timer = setTimeout(() => setState((s) => nextTyping(s, words)), typingDelay(state, words));
    return () => clearTimeout(timer);
  }, [state, still, words]);

  const word = words[state.wordIndex % words.length];
  const shown = still ? words[0] : word.slice(0, state.length);
  return (
    <h1 className="hero-heading">
      <span className="visually-hidden">{t(HOME_HEADING)}</span>
      <span aria-hidden="true">
        <T
          id="Legal help from verified lawyers, any <0>{word}</0>"
          values={{ word: shown }}
          components={{ 0: <span className="typed-word" data-testid="typed-word" /> }}
        />
        {!still && <span className="typing-caret" />}
      </span>
    </h1>
  );
});
