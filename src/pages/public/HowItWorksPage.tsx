// How it works: the client's steps and the lawyer's steps.
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { msg, useT } from '@/i18n';
import { Timeline } from './shared/Timeline';
import './public.css';

const clientSteps = [
  {
    title: msg('Choose a service'),
    text: msg('A consultation, a document, or a request to lawyers you mention.'),
  },
  {
    title: msg('Pick a time slot'),
    text: msg('Slots every 30 minutes from 10:00 AM to 5:30 PM, online or on-site.'),
  },
  {
    title: msg('Talk to your expert'),
    text: msg('By secure call or chat, priced per minute, first consultation from ₹0/-.'),
  },
  {
    title: msg('Receive your documents'),
    text: msg('Drafts and invoices arrive by e-mail and in your dashboard.'),
  },
];

const lawyerSteps = [
  {
    title: msg('Create your profile'),
    text: msg('Sign up as a professional and get your enrolment verified.'),
  },
  { title: msg('Set fees and availability'), text: msg('You decide your rate and your hours.') },
  { title: msg('Advise clients'), text: msg('Calls, chat, documents and invoices in one place.') },
  { title: msg('Grow your practice'), text: msg('Reach clients across India.') },
];

export default function HowItWorksPage() {
  const t = useT();
  return (
    <Page
      heading={t('How it works')}
      description={t(
        'Choose a service, pick a time slot, talk to an expert and receive your documents by e-mail.',
      )}
    >
      <Timeline heading={t('For clients')} steps={clientSteps} />
      <Link to="/consultation" className="button-primary">
        {t('Consult a lawyer')}
      </Link>
      <Timeline heading={t('For lawyers')} steps={lawyerSteps} />
      <Link to="/partner-with-us" className="button-secondary">
        {t('Partner with us')}
      </Link>
    </Page>
  );
}
