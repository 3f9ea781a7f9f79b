import { Page } from '@/components/Page';
import { AuthLinks } from './parts/AuthLinks';
import { SignUpForm } from './parts/SignUpForm';

export default function ConsumerSignUpPage() {
  return (
    <Page heading="Create a consumer account" description="Find verified lawyers and book consultations.">
      <SignUpForm role="consumer" />
      <AuthLinks />
    </Page>
  );
}
