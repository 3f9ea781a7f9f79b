// The figures at the top of a money screen (Bills & Payments, Earnings): one small card per figure, its label
// over its value, in a row that wraps on a phone. The value carries a test id of its label.
import { Card } from 'antd';
import type { ReactNode } from 'react';

export function StatCards({ label, items }: { label: string; items: [string, ReactNode][] }) {
  return (
    <section aria-label={label} className="stat-cards">
      {items.map(([name, value]) => (
        <Card key={name} size="small" className="stat-card">
          <div className="stat-card-label">{name}</div>
          <strong data-testid={name} className="stat-card-value">
            {value}
          </strong>
        </Card>
      ))}
    </section>
  );
}
