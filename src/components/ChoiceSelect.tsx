// One value out of a short fixed list (a period, a sort order, a month, a filter, a time): the browser's own
// select, styled like antd's inputs from the theme tokens. It weighs nothing in a screen's first load (antd's
// Select is 22.7 kB gzip with its virtual list and search), and a phone opens its native picker. Searchable or
// multiple choices stay on antd's Select (LazySelect.tsx).
//
// With a `placeholder`, nothing may be chosen yet: the placeholder is the first option, drawn in the placeholder
// colour while it shows. A `clearable` choice can go back to it (a filter's "any"), which sends undefined.
import type { ChangeEvent } from 'react';

interface Common<V extends string> {
  'aria-label'?: string;
  id?: string;
  options: readonly { value: V; label: string }[];
  className?: string;
}

/** Always one of the options. */
interface Chosen<V extends string> extends Common<V> {
  value: V;
  onChange: (value: V) => void;
  placeholder?: undefined;
  clearable?: undefined;
}

/** Nothing chosen until the user chooses; once chosen, stays chosen. */
interface NotYetChosen<V extends string> extends Common<V> {
  value: V | undefined;
  onChange: (value: V) => void;
  placeholder: string;
  clearable?: false;
}

/** May go back to nothing chosen (the placeholder). */
interface Clearable<V extends string> extends Common<V> {
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  placeholder: string;
  clearable: true;
}

/** The value of the placeholder option (no option of a list is empty). */
const nothing = '';

export function ChoiceSelect<V extends string>(props: Chosen<V> | NotYetChosen<V> | Clearable<V>) {
  const { value, onChange, options, className, placeholder, clearable, ...attributes } = props;
  const empty = value === undefined;
  const classes = ['choice-select', empty && 'choice-select-empty', className].filter(Boolean).join(' ');
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value;
    (onChange as (value: V | undefined) => void)(chosen === nothing ? undefined : (chosen as V));
  };
  return (
    <select {...attributes} className={classes} value={value ?? nothing} onChange={choose}>
      {placeholder !== undefined && (
        <option value={nothing} disabled={!clearable}>
          {placeholder}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
