// The figures at the top of a money screen (Bills & Payments, Earnings): one small card per figure, its label
// over its value, in a row that wraps on a phone. The value carries a test id of its label. The cards are drawn
// by the theme's rules as antd's small Card draws them: its module imports Tabs (for a card's tab list), 14.6 kB
// gzip in the first load of both screens for a box.
import type { ReactNode } from 'react';

export function StatCards({ label, items }: { label: string; items: [string, ReactNode][] }) {
  return (
    <section aria-label={label} className="stat-cards">
      {items.map(([name, value]) => (
        <div key={name} className="stat-card">
          <div className="stat-card-label">{name}</div>
          <strong data-testid={name} className="stat-card-value">
            {value}
          </strong>
        </div>
      ))}
    </section>
  );
}
