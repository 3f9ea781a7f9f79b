// A row of top-search chips (names or expertise); picking one searches for it. `shown` names a term in the
// reader's language (practice areas), while the search keeps the term itself; a term shown as typed (names
// people searched) is their own words, marked translate="no".
import { Button } from 'antd';
import { memo } from 'react';

export const ChipList = memo(function ChipList({
  label,
  terms,
  onPick,
  shown,
}: {
  label: string;
  terms: string[];
  onPick: (term: string) => void;
  shown?: (term: string) => string;
}) {
  if (terms.length === 0) return null;
  return (
    <section className="expert-chips" aria-label={label}>
      <h2 className="expert-chips-heading">{label}</h2>
      <ul className="expert-chip-list">
        {terms.map((term) => (
          <li key={term}>
            <Button size="small" shape="round" onClick={() => onPick(term)}>
              {shown ? shown(term) : <span translate="no">{term}</span>}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
});
