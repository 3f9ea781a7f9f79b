// The Privacy policy / How it works? links the account screens carry.
import { Link } from 'react-router-dom';
import { useT } from '@/i18n';

export function AuthLinks() {
  const t = useT();
  return (
    <nav className="auth-links" aria-label={t('About LexSetu')}>
      <Link to="/privacy-policy">{t('Privacy policy')}</Link>
      <Link to="/how-it-works">{t('How it works?')}</Link>
    </nav>
  );
}
