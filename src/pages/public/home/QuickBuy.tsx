// Quick Buy (spec sections 4 and 9): three items visible, the window moves one step at a time from 0 to
// count - 3, and previous / next are disabled at the ends.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { quickBuyItems, type QuickBuyItem } from './homeContent';

export const QUICK_BUY_VISIBLE = 3;

export function QuickBuy({ items = quickBuyItems }: { items?: readonly QuickBuyItem[] }) {
  const [start, setStart] = useState(0);
  const last = Math.max(0, items.length - QUICK_BUY_VISIBLE);
  return (
    <section className="home-section" aria-labelledby="quick-buy-heading">
      <div className="section-head">
        <h2 id="quick-buy-heading">Quick Buy</h2>
        <div className="carousel-arrows">
          <button
            type="button"
            className="arrow-button"
            aria-label="Previous items"
            disabled={start === 0}
            onClick={() => setStart((s) => Math.max(0, s - 1))}
          >
            ‹
          </button>
          <button
            type="button"
            className="arrow-button"
            aria-label="Next items"
            disabled={start >= last}
            onClick={() => setStart((s) => Math.min(last, s + 1))}
          >
            ›
          </button>
        </div>
      </div>
      <ul className="quick-buy-track" aria-live="polite">
        {items.slice(start, start + QUICK_BUY_VISIBLE).map((item) => (
          <li key={item.title} className="card quick-buy-card">
            <h3>{item.title}</h3>
            <p className="rating">
              <span aria-hidden="true">★ {item.rating}</span>
              <span className="visually-hidden">Rated {item.rating} out of 5</span>
            </p>
            <p className="price">₹{item.price}</p>
            <p className="muted">{item.reviews}</p>
            <Link to={item.to} className="button-primary" aria-label={`Buy now: ${item.title}`}>
              Buy now
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
