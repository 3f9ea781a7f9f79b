import { Page } from '@/components/Page';
import { useT } from '@/i18n';
import { AuthLinks } from './parts/AuthLinks';
import { SignUpForm } from './parts/SignUpForm';

export default function ProfessionalSignUpPage() {
  const t = useT();
  return (
    <Page
      heading={t('Create a professional account')}
      description={t('Reach new clients and manage your practice on LexSetu.')}
    >
      <SignUpForm role="professional" />
      <AuthLinks />
    </Page>
  );
}
