// A password input with a show/hide toggle button (login, sign-up, reset).
import { Button } from 'antd';
import { Input } from '@/components/inputs';
import { useState } from 'react';
import { useT } from '@/i18n';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  invalid?: boolean;
  describedBy?: string;
}

export function PasswordField({ id, label, value, onChange, autoComplete, invalid, describedBy }: Props) {
  const [shown, setShown] = useState(false);
  const t = useT();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type={shown ? 'text' : 'password'}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        suffix={
          <Button
            type="link"
            size="small"
            className="password-toggle"
            aria-label={
              shown
                ? t('Hide {field}', { field: label.toLowerCase() })
                : t('Show {field}', { field: label.toLowerCase() })
            }
            aria-pressed={shown}
            onClick={() => setShown((next) => !next)}
          >
            {shown ? t('Hide') : t('Show')}
          </Button>
        }
      />
    </div>
  );
}
