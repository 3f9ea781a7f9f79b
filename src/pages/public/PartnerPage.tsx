// Partner with us (spec section 2): hero, 'Become a valuable partner' to professional sign-up, the four-step
// timeline, 'Become one of them' with real verified lawyers, and the 'Ready to Partner' block.
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { msg, useT } from '@/i18n';
import { ExpertCarousel } from './shared/ExpertCarousel';
import { Timeline } from './shared/Timeline';
import './public.css';

const SIGN_UP = '/account-creation/professional';

const steps = [
  {
    title: msg('Create your profile'),
    text: msg('Sign up as a professional and add your enrolment details for verification.'),
  },
  {
    title: msg('Set your fees and availability'),
    text: msg('Choose your per-minute rate and the hours clients can book you.'),
  },
  {
    title: msg('Use our platform tools'),
    text: msg('Calls, chat, documents, invoices and schedules in one place.'),
  },
  {
    title: msg('Grow your practice'),
    text: msg('Reach clients across India and build lasting relationships.'),
  },
];

export default function PartnerPage() {
  const t = useT();
  return (
    <Page
      heading={t('Expand your client base and streamline your practice')}
      description={t(
        'Join LexSetu as a partner for a joining fee of ₹0/-, set your own fees and availability, and grow your practice.',
      )}
    >
      <Link to={SIGN_UP} className="button-primary">
        {t('Become a valuable partner')}
      </Link>
      <Timeline heading={t('How partnering works')} steps={steps} />
      <section className="home-section" aria-labelledby="partners-heading">
        <h2 id="partners-heading">{t('Become one of them')}</h2>
        <ExpertCarousel label={t('Verified lawyers on LexSetu')} />
      </section>
      <section className="home-section app-download" aria-labelledby="ready-heading">
        <h2 id="ready-heading">{t('Ready to Partner')}</h2>
        <p>
          {t(
            'Joining is free. Your profile is listed once the Bar Council enrolment you give us has been verified.',
          )}
        </p>
        <Link to={SIGN_UP} className="button-primary">
          {t('Create a professional account')}
        </Link>
      </section>
    </Page>
  );
}
