// antd's Select for a choice the browser's own select cannot make (searchable, several values, an optional one
// cleared with its ×): antd's Select is 22.7 kB gzip with its virtual list, so a screen paints without it. Its
// module is requested as soon as a screen that has one is evaluated (earlyPart), and until it has come the field
// is a disabled box of the same size and look (ChoiceSelect's input style, with the field's class, its chosen
// labels or placeholder), so nothing moves when the real one takes its place. Typed like antd's Select:
// `<LazySelect<string> value={…} options={…} onChange={…} />`. Short fixed lists use ChoiceSelect.
import type { SelectProps } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { earlyPart } from './lazyPart';

type AnySelectProps = SelectProps<unknown, { value?: unknown; label?: ReactNode }>;

const textOf = (node: ReactNode, otherwise: string) =>
  typeof node === 'string' || typeof node === 'number' ? String(node) : otherwise;

/** What the field shows while it waits: the chosen options' labels, else the placeholder. */
export function waitingText({ value, options, placeholder }: AnySelectProps): string {
  const chosen = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  const labels = chosen.map((v) => textOf(options?.find((option) => option.value === v)?.label, String(v)));
  return labels.length > 0 ? labels.join(', ') : textOf(placeholder, '');
}

function WaitingSelect(props: AnySelectProps) {
  const { id, className, style } = props;
  const empty = props.value === undefined || props.value === null;
  return (
    <select
      id={id}
      aria-label={props['aria-label']}
      className={['choice-select', 'field-waiting', empty && 'choice-select-empty', className]
        .filter(Boolean)
        .join(' ')}
      style={style}
      disabled
    >
      <option>{waitingText(props)}</option>
    </select>
  );
}

const SelectPart = earlyPart<AnySelectProps>(
  async () => (await import('antd/es/select')).default as unknown as ComponentType<AnySelectProps>,
  (props) => <WaitingSelect {...props} />,
);

export const LazySelect = SelectPart as <V = string>(props: SelectProps<V>) => ReactNode;
