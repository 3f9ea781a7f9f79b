import { Page } from '@/components/Page';
import { useT } from '@/i18n';
import { AuthLinks } from './parts/AuthLinks';
import { SignUpForm } from './parts/SignUpForm';

export default function ConsumerSignUpPage() {
  const t = useT();
  return (
    <Page
      heading={t('Create a consumer account')}
      description={t('Find verified lawyers and book consultations.')}
    >
      <SignUpForm role="consumer" />
      <AuthLinks />
    </Page>
  );
}
