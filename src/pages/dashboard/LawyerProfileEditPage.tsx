// A lawyer's own profile editor inside the dashboard (side navigation 'Lawyer profile'): the onboarding step's
// form (src/pages/auth/LawyerProfileStepPage.tsx), titled for editing, with the verification banner.
import { LawyerProfileForm } from '../auth/LawyerProfileStepPage';

export default function LawyerProfileEditPage() {
  return <LawyerProfileForm mode="edit" />;
}
