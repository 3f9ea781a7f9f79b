// The top of every account screen (login, sign-up, recovery), where the spec hides the public header: the
// logo, which goes home, the language switch and a plain way back to the site.
import { Link } from 'react-router-dom';
import { useT } from '@/i18n';
import { LanguageSwitch } from './LanguageSwitch';

export function AuthBar() {
  const t = useT();
  return (
    <header className="auth-bar">
      <Link to="/" className="brand" aria-label={t('LexSetu home')}>
        LexSetu
      </Link>
      <span className="auth-bar-actions">
        <LanguageSwitch />
        <Link to="/" className="auth-bar-back">
          {t('← Back to the site')}
        </Link>
      </span>
    </header>
  );
}
