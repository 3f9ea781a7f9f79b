import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWhenNear } from './useWhenNear';

function Far({ action }: { action: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useWhenNear(ref, action);
  return <div ref={ref}>far below</div>;
}

/** A stand-in IntersectionObserver whose visibility the test sets. */
function fakeObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    live: boolean;
  }[] = [];
  class Fake {
    entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, live: true };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.live = false;
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  const show = (isIntersecting: boolean) => {
    for (const o of observers.filter((o) => o.live))
      o.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  };
  return { observers, show };
}

afterEach(() => vi.unstubAllGlobals());

describe('useWhenNear', () => {
  it('waits until the element comes near the viewport, then acts once', () => {
    const { observers, show } = fakeObserver();
    const action = vi.fn();
    render(<Far action={action} />);
    expect(action).not.toHaveBeenCalled();
    expect(observers[0].options?.rootMargin).toBe('400px');
    show(false);
    expect(action).not.toHaveBeenCalled();
    show(true);
    show(true);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('stops watching when the element leaves the page', () => {
    const { observers } = fakeObserver();
    const { unmount } = render(<Far action={vi.fn()} />);
    unmount();
    expect(observers.every((o) => !o.live)).toBe(true);
  });

  it('acts at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const action = vi.fn();
    render(<Far action={action} />);
    expect(action).toHaveBeenCalledTimes(1);
  });
});
