// One value out of a short fixed list (a period, a sort order, a month): the browser's own select, styled like
// antd's inputs from the theme tokens. It weighs nothing in a screen's first load (antd's Select is 22.7 kB gzip
// with its virtual list and search), and a phone opens its native picker. Searchable or multiple choices stay on
// antd's Select.
import type { ChangeEvent } from 'react';

/** Named by `aria-label`, or by a <label htmlFor> pointing at `id`. */
type Name = { 'aria-label': string; id?: string } | { id: string; 'aria-label'?: undefined };

type Props<V extends string> = Name & {
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
  className?: string;
};

export function ChoiceSelect<V extends string>({ value, onChange, options, className, ...name }: Props<V>) {
  return (
    <select
      {...name}
      className={className ? `choice-select ${className}` : 'choice-select'}
      value={value}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value as V)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
