// Quick Buy (spec sections 4 and 9): three items visible, the window moves one step at a time from 0 to
// count - 3, and previous / next are disabled at the ends.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n';
import { quickBuyItems, type QuickBuyItem } from './homeContent';

export const QUICK_BUY_VISIBLE = 3;

// Signs, the same in every language (the buttons are named in words). Not from components/glyphs: a chunk of its
// own in the first load of /.
const previousSign = '‹';
const nextSign = '›';
const starSign = '★';

export function QuickBuy({ items = quickBuyItems }: { items?: readonly QuickBuyItem[] }) {
  const [start, setStart] = useState(0);
  const t = useT();
  const last = Math.max(0, items.length - QUICK_BUY_VISIBLE);
  return (
    <section className="home-section" aria-labelledby="quick-buy-heading">
      <div className="section-head">
        <h2 id="quick-buy-heading">{t('Quick Buy')}</h2>
        <div className="carousel-arrows">
          <button
            type="button"
            className="arrow-button"
            aria-label={t('Previous items')}
            disabled={start === 0}
            onClick={() => setStart((s) => Math.max(0, s - 1))}
          >
            {previousSign}
          </button>
          <button
            type="button"
            className="arrow-button"
            aria-label={t('Next items')}
            disabled={start >= last}
            onClick={() => setStart((s) => Math.min(last, s + 1))}
          >
            {nextSign}
          </button>
        </div>
      </div>
      <ul className="quick-buy-track" aria-live="polite">
        {items.slice(start, start + QUICK_BUY_VISIBLE).map((item) => (
          <li key={item.title} className="card quick-buy-card">
            <h3>{t(item.title)}</h3>
            <p className="rating">
              <span aria-hidden="true">
                {starSign} {item.rating}
              </span>
              <span className="visually-hidden">{t('Rated {rating} out of 5', { rating: item.rating })}</span>
            </p>
            <p className="price">₹{t(item.price)}</p>
            <p className="muted">{t(item.reviews)}</p>
            <Link
              to={item.to}
              className="button-primary"
              aria-label={t('Buy now: {title}', { title: t(item.title) })}
            >
              {t('Buy now')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
