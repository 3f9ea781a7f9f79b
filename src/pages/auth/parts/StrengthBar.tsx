// Password strength (spec section 5): Strong = full green bar, Moderate = half yellow, Weak = short red.
import { ratePassword } from '@contract';

export function StrengthBar({ password }: { password: string }) {
  const strength = ratePassword(password);
  return (
    <div className="strength" data-strength={strength} aria-live="polite">
      <div className="strength-track" aria-hidden="true">
        <div className={`strength-bar is-${strength.toLowerCase()}`} data-testid="strength-bar" />
      </div>
      <span className="strength-label">{strength}</span>
    </div>
  );
}
