// Password strength (spec section 5): Strong = full green bar, Moderate = half yellow, Weak = short red.
import { ratePassword } from '@contract';
import { msg, useT } from '@/i18n';

/** The strengths ratePassword names, shown in the reader's language. */
export const strengthWords = [msg('Strong'), msg('Moderate'), msg('Weak')];

export function StrengthBar({ password }: { password: string }) {
  const strength = ratePassword(password);
  const t = useT();
  return (
    <div className="strength" data-strength={strength} aria-live="polite">
      <div className="strength-track" aria-hidden="true">
        <div className={`strength-bar is-${strength.toLowerCase()}`} data-testid="strength-bar" />
      </div>
      <span className="strength-label">{t(strength)}</span>
    </div>
  );
}
