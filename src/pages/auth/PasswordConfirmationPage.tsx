import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';

export default function PasswordConfirmationPage() {
  return (
    <Page heading="Your new password is created." description="You can now log in with your new password.">
      <Link to="/login" className="button-primary">
        Log in now
      </Link>
    </Page>
  );
}
