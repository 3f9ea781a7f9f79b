// The labelled email input of the login, sign-up and forgot-password forms.
import { Input } from '@/components/inputs';
import { useT } from '@/i18n';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The spec's sign-up and recovery forms say 'Email or Phone number'; login shows none. */
  placeholder?: string;
  /** The field also takes a mobile number (#58: login): a text input, so a browser never refuses digits. */
  acceptsPhone?: boolean;
}

export function EmailField({ id, value, onChange, placeholder, acceptsPhone }: Props) {
  const t = useT();
  return (
    <div className="form-field">
      <label htmlFor={id}>{t('Email')}</label>
      <Input
        id={id}
        type={acceptsPhone ? 'text' : 'email'}
        placeholder={placeholder}
        autoComplete={acceptsPhone ? 'username' : 'email'}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
