// A carousel that shows `perPage` items per page (one below 768 px, spec section 9), wraps around at both ends,
// has dot indicators and moves on by itself every `intervalMs` (paused while hovered or focused, and not at all
// under reduced motion).
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { SMALL_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { useReducedMotion } from '@/components/useReducedMotion';
import { useT } from '@/i18n';
import { glyphs } from '@/components/glyphs';

interface Props<T> {
  items: readonly T[];
  perPage: number;
  label: string;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  intervalMs?: number;
}

function PagedCarouselInner<T>({ items, label, keyOf, render, intervalMs = 5000, ...props }: Props<T>) {
  const still = useReducedMotion();
  const t = useT();
  const perPage = useMediaQuery(SMALL_SCREEN) ? 1 : props.perPage;
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const current = page % pages; // a resize may shrink the page count

  useEffect(() => {
    if (still || paused || pages < 2) return;
    const timer = setInterval(() => setPage((p) => (p + 1) % pages), intervalMs);
    return () => clearInterval(timer);
  }, [still, paused, pages, intervalMs]);

  const go = (to: number) => setPage(((to % pages) + pages) % pages);
  const shown = items.slice(current * perPage, current * perPage + perPage);
  return (
    <div
      className="paged-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul
        className="paged-carousel-items"
        style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}
      >
        {shown.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="carousel-controls">
          <button
            type="button"
            className="arrow-button"
            aria-label={t('Previous')}
            onClick={() => go(current - 1)}
          >
            {glyphs.previous}
          </button>
          <div className="carousel-dots">
            {Array.from({ length: pages }, (_, i) => (
              <button
                key={i}
                type="button"
                className="carousel-dot"
                aria-label={t('Page {page} of {pages}', { page: i + 1, pages })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="arrow-button"
            aria-label={t('Next')}
            onClick={() => go(current + 1)}
          >
            {glyphs.next}
          </button>
        </div>
      )}
    </div>
  );
}

export const PagedCarousel = observer(PagedCarouselInner) as typeof PagedCarouselInner;
