// The lawyer's profile form, in two places: the onboarding step after sign-up (/account-creation/profile, 'Complete
// your lawyer profile') and the dashboard's editor (/dashboard/practice-profile, 'Edit your lawyer profile', inside
// the dashboard frame, with a banner while verification is pending). The same fields either way:
// practice areas, languages, place and office address (for On-site consultations), experience, per-minute rate (rupees, sent as paise), bio, Bar Council
// enrolment and the certificate (PDF/PNG/JPEG, upload progress shown). Saving sends it for admin review.
// The form itself (LawyerProfileFormBody.tsx) is fetched as the page opens and shows, like the profile, after
// the skeleton.
import { Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { earlyPart } from '@/components/lazyPart';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { msg, useT } from '@/i18n';
import { useStores } from '@/stores/context';

/** Skeleton rows while the profile or the form's module comes. */
const formSkeletonRows = 8;

/** The form, once the profile has come; until its module has, <Loaded>'s skeleton stays. */
const LawyerProfileFormBody = earlyPart(
  async () => (await import('./LawyerProfileFormBody')).LawyerProfileFormBody,
  <Skeleton active paragraph={{ rows: formSkeletonRows }} />,
);

type Mode = 'onboarding' | 'edit';

const headings: Record<Mode, { heading: string; description: string }> = {
  onboarding: {
    heading: msg('Complete your lawyer profile'),
    description: msg('Clients see verified lawyers only: an admin checks your Bar Council enrolment first.'),
  },
  edit: {
    heading: msg('Edit your lawyer profile'),
    description: msg(
      'What clients see on your profile and in Find experts. A new enrolment number or Bar Council is checked again before clients see it.',
    ),
  },
};

export const LawyerProfileForm = observer(function LawyerProfileForm({ mode }: { mode: Mode }) {
  const { lawyerProfile, auth } = useStores();
  const t = useT();
  // Inside the dashboard the user is known: a client or an admin is told what the server would answer, without
  // a request it can only refuse (a 403 in the console).
  const refused = mode === 'edit' && auth.user?.role !== 'professional';

  useEffect(() => {
    if (!refused) void lawyerProfile.onboarding.load();
  }, [lawyerProfile, refused]);

  const { heading, description } = headings[mode];
  const ownProfile = auth.user?.id ? `/dashboard/lawyer-profile/${auth.user.id}` : null;
  return (
    <Page
      heading={heading}
      description={description}
      actions={
        mode === 'edit' && ownProfile && lawyerProfile.onboarding.data?.status === 'verified' ? (
          <Link to={ownProfile}>{t('See your profile as clients do')}</Link>
        ) : undefined
      }
    >
      {refused ? (
        <p>{t('Only professional accounts have a lawyer profile.')}</p>
      ) : (
        <Loaded resource={lawyerProfile.onboarding} rows={formSkeletonRows}>
          {(onboarding) => <LawyerProfileFormBody onboarding={onboarding} />}
        </Loaded>
      )}
      {lawyerProfile.signedOut && <Link to="/login">{t('Log in')}</Link>}
    </Page>
  );
});

export default function LawyerProfileStepPage() {
  return <LawyerProfileForm mode="onboarding" />;
}
