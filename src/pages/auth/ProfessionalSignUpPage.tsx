import { Page } from '@/components/Page';
import { AuthLinks } from './parts/AuthLinks';
import { SignUpForm } from './parts/SignUpForm';

export default function ProfessionalSignUpPage() {
  return (
    <Page
      heading="Create a professional account"
      description="Reach new clients and manage your practice on LexSetu."
    >
      <SignUpForm role="professional" />
      <AuthLinks />
    </Page>
  );
}
