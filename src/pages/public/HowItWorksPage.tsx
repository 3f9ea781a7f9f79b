// How it works: the client's steps and the lawyer's steps.
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { Timeline } from './shared/Timeline';
import './public.css';

const clientSteps = [
  { title: 'Choose a service', text: 'A consultation, a document, or a request to lawyers you mention.' },
  { title: 'Pick a time slot', text: 'Slots every 30 minutes from 10:00 AM to 5:30 PM, online or on-site.' },
  {
    title: 'Talk to your expert',
    text: 'By secure call or chat, priced per minute, first consultation from ₹0/-.',
  },
  { title: 'Receive your documents', text: 'Drafts and invoices arrive by e-mail and in your dashboard.' },
];

const lawyerSteps = [
  { title: 'Create your profile', text: 'Sign up as a professional and get your enrolment verified.' },
  { title: 'Set fees and availability', text: 'You decide your rate and your hours.' },
  { title: 'Advise clients', text: 'Calls, chat, documents and invoices in one place.' },
  { title: 'Grow your practice', text: 'Reach clients across India.' },
];

export default function HowItWorksPage() {
  return (
    <Page
      heading="How it works"
      description="Choose a service, pick a time slot, talk to an expert and receive your documents by e-mail."
    >
      <Timeline heading="For clients" steps={clientSteps} />
      <Link to="/consultation" className="button-primary">
        Consult a lawyer
      </Link>
      <Timeline heading="For lawyers" steps={lawyerSteps} />
      <Link to="/partner-with-us" className="button-secondary">
        Partner with us
      </Link>
    </Page>
  );
}
