// antd's InputNumber for a screen whose first paint can do without it (the document catalogue's prices and package
// terms): InputNumber with its step handles is 8.6 kB gzip. Its module is requested as soon as a screen that has
// one is evaluated (earlyPart), and until it has come the field is a disabled box of InputNumber's size and look
// holding its value (LazySelect does the same for antd's Select), so nothing moves when the real one takes its
// place. Same props as antd's InputNumber; no ref.
import type { InputNumberProps as AntdInputNumberProps } from 'antd';
import type { ComponentType } from 'react';
import { earlyPart } from './lazyPart';

/** A number's field (antd's InputNumber is generic over number or string values; these hold numbers). */
type InputNumberProps = AntdInputNumberProps<number>;

function WaitingInputNumber({ id, value, className, style, ...props }: InputNumberProps) {
  return (
    <input
      id={id}
      aria-label={props['aria-label']}
      className={
        className ? `field-waiting input-number-waiting ${className}` : 'field-waiting input-number-waiting'
      }
      style={style}
      value={value ?? ''}
      disabled
      readOnly
    />
  );
}

export const LazyInputNumber = earlyPart<InputNumberProps>(
  async () => (await import('antd/es/input-number')).default as ComponentType<InputNumberProps>,
  (props) => <WaitingInputNumber {...props} />,
);
