// The password (or, with two-factor sign-in on, the authenticator code) that payout settings ask for before a
// change: the server's one owner check for the payout account and the PAN.
import { Input, PasswordInput } from '@/components/inputs';
import { useT } from '@/i18n';

interface OwnerProofFieldProps {
  id: string;
  twoFactor: boolean;
  value: string;
  onChange: (value: string) => void;
}

export function OwnerProofField({ id, twoFactor, value, onChange }: OwnerProofFieldProps) {
  const t = useT();
  return (
    <div className="form-field">
      <label htmlFor={id}>{twoFactor ? t('Authenticator code') : t('Your password')}</label>
      {twoFactor ? (
        <Input id={id} inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <PasswordInput id={id} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}
