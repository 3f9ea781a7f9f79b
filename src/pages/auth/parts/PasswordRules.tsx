// What a new password must be, shown under the field before anything is sent (the server's rules: at least 8
// characters, at most 128, not a very common one), each rule ticked as it is met.
import { maximumPasswordLength, minimumPasswordLength } from '@contract';
import { useT } from '@/i18n';

export function PasswordRules({ id, password }: { id: string; password: string }) {
  const t = useT();
  const rules = [
    {
      text: t('At least {count} characters', { count: minimumPasswordLength }),
      met: password.length >= minimumPasswordLength && password.length <= maximumPasswordLength,
    },
    // Checked by the server against its list; here only said, never ticked.
    { text: t('Not a common password such as Password123'), met: null },
  ];
  return (
    <ul id={id} className="password-rules" aria-label={t('Password rules')}>
      {rules.map((rule) => (
        <li key={rule.text} data-met={rule.met === null ? undefined : String(rule.met)}>
          <span className="password-rule-mark" aria-hidden="true">
            {rule.met ? '✓' : '•'}
          </span>{' '}
          {rule.text}
          {rule.met !== null && (
            <span className="visually-hidden"> {rule.met ? t('(met)') : t('(not yet)')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
