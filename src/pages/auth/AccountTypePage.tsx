import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { AuthLinks } from './parts/AuthLinks';

export default function AccountTypePage() {
  return (
    <Page
      heading="Choose your account type"
      description="Sign up as a consumer seeking legal help, or as a professional offering it."
    >
      <AuthLinks />
      <ul className="link-list">
        <li>
          <Link to="/account-creation/consumer">I am a consumer</Link>
        </li>
        <li>
          <Link to="/account-creation/professional">I am a professional</Link>
        </li>
        <li>
          Already have an account? <Link to="/login">Log in</Link>
        </li>
      </ul>
    </Page>
  );
}
