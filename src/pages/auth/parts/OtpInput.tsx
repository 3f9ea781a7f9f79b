// Six single-digit boxes (spec section 4): digits only, auto-advance, Backspace on an empty box moves back,
// paste fills the boxes, and onComplete fires once all six are filled.
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useT } from '@/i18n';

interface Props {
  length: number;
  value: string[];
  onChange: (next: string[]) => void;
  onComplete: (code: string) => void;
  disabled?: boolean;
}

export function OtpInput({ length, value, onChange, onComplete, disabled }: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const t = useT();
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const commit = (next: string[]) => {
    onChange(next);
    if (next.every((digit) => digit !== '')) onComplete(next.join(''));
  };

  const enter = (index: number, raw: string) => {
    let digits = raw.replace(/\D/g, '');
    // Typing into a filled box: keep the new digit, not the old one.
    const old = value[index];
    if (old && digits.length === 2 && digits.includes(old))
      digits = digits[0] === old ? digits[1] : digits[0];
    if (!digits) {
      if (raw === '') commit(value.map((d, i) => (i === index ? '' : d)));
      return;
    }
    if (digits.length > 1) return fill(index, digits);
    commit(value.map((d, i) => (i === index ? digits : d)));
    if (index < length - 1) focus(index + 1);
  };

  const fill = (start: number, digits: string) => {
    const next = [...value];
    let last = start;
    for (let i = 0; i < digits.length && start + i < length; i += 1) {
      next[start + i] = digits[i];
      last = start + i;
    }
    commit(next);
    focus(last + 1 < length ? last + 1 : last);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      onChange(value.map((d, i) => (i === index - 1 ? '' : d)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (digits) fill(digits.length >= length ? 0 : index, digits.slice(0, length));
  };

  return (
    <div className="otp-inputs" role="group" aria-label={t('Verification code')}>
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="ant-input"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('Digit {position}', { position: index + 1 })}
          value={value[index] ?? ''}
          disabled={disabled}
          onChange={(event) => enter(index, event.target.value)}
          onKeyDown={(event) => keyDown(index, event)}
          onPaste={(event) => paste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
