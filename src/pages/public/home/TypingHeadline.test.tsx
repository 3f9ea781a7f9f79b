import { act, render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreProvider } from '@/stores/context';
import { createTestStore } from '@/test/fakes';
import { HOME_HEADING, TypingHeadline } from './TypingHeadline';

function renderHeadline(reduceMotion = false) {
  const { store } = createTestStore();
  if (reduceMotion) runInAction(() => Object.assign(store.ui, { reduceMotion: true }));
  render(
    <StoreProvider store={store}>
      <TypingHeadline />
    </StoreProvider>,
  );
  return () => screen.getByTestId('typed-word').textContent;
}

/**
 * Moves the clock in slices ending on every 50 ms mark (all the headline's delays are multiples of 50), so
 * React re-renders and schedules the next step exactly when the previous one fired.
 */
function advance(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const step = Math.min(end - Date.now(), 50 - (Date.now() % 50));
    act(() => vi.advanceTimersByTime(step));
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => vi.useRealTimers());

describe('TypingHeadline', () => {
  it('keeps one accessible heading while the visible word changes', () => {
    renderHeadline();
    expect(screen.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
  });

  it('types the first word at 150 ms a letter', () => {
    const typed = renderHeadline();
    expect(typed()).toBe('');
    advance(149);
    expect(typed()).toBe('');
    advance(1);
    expect(typed()).toBe('t');
    advance(150);
    expect(typed()).toBe('ti');
    advance(300);
    expect(typed()).toBe('time');
  });

  it('pauses 1000 ms at the end of the word, then deletes and types the next at 200 ms a step', () => {
    const typed = renderHeadline();
    advance(600);
    expect(typed()).toBe('time');
    advance(999);
    expect(typed()).toBe('time');
    advance(1);
    expect(typed()).toBe('tim');
    advance(199);
    expect(typed()).toBe('tim');
    advance(1);
    expect(typed()).toBe('ti');
    advance(400);
    expect(typed()).toBe('');
    advance(200);
    expect(typed()).toBe('w');
    advance(199);
    expect(typed()).toBe('w');
    advance(1);
    expect(typed()).toBe('wh');
    advance(600);
    expect(typed()).toBe('where');
    advance(1000);
    expect(typed()).toBe('wher');
    // ...and back to the first word.
    advance(5 * 200);
    expect(typed()).toBe('t');
  });

  it('holds still when the app asks for reduced motion', () => {
    const typed = renderHeadline(true);
    expect(typed()).toBe('time');
    advance(10_000);
    expect(typed()).toBe('time');
    expect(vi.getTimerCount()).toBe(0);
  });
});
