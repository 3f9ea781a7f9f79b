import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { useT } from '@/i18n';

export default function PasswordConfirmationPage() {
  const t = useT();
  return (
    <Page
      heading={t('Your new password is created.')}
      description={t('You can now log in with your new password.')}
    >
      <Link to="/login" className="button-primary">
        {t('Log in now')}
      </Link>
    </Page>
  );
}
