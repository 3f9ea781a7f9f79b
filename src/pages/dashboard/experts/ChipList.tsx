// A row of top-search chips (names or expertise); picking one searches for it. `shown` names a term in the
// reader's language (practice areas), while the search keeps the term itself.
import { Button } from 'antd';
import { memo } from 'react';

export const ChipList = memo(function ChipList({
  label,
  terms,
  onPick,
  shown = (term) => term,
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
              {shown(term)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
});
