// Privacy policy (spec section 2): data security, information collected, why, and the user's rights.
import { Page } from '@/components/Page';
import { contactEmail } from '@/layouts/public/siteInfo';
import { Prose, type ProseSection } from './shared/Prose';
import './public.css';

const sections: ProseSection[] = [
  {
    heading: 'Data security',
    paragraphs: [
      'Calls and chats are protected with 256-bit encryption. Passwords are stored only as salted hashes, sessions can be revoked at any time from your settings, and card numbers never reach our servers: payments are handled by our payment partner.',
      'Documents you upload are checked by content, stored privately and shared only with the lawyer you choose.',
    ],
  },
  {
    heading: 'Information we collect',
    bullets: [
      'Account details: name, e-mail address, role and the consultation types you pick.',
      'For lawyers: enrolment number, Bar Council, practice areas, languages, fees and availability.',
      'Requests, bookings, documents and messages you create on LexSetu.',
      'Technical data: device and browser type and sign-in times, used to secure your account.',
    ],
  },
  {
    heading: 'Why we collect it',
    bullets: [
      'To connect you with the right lawyer and run your consultations.',
      'To send invoices, reminders and notices about your account.',
      'To verify lawyers and keep the platform safe from fraud and abuse.',
      'To meet our obligations under Indian law, including the Digital Personal Data Protection Act, 2023.',
    ],
  },
  {
    heading: 'Your rights',
    bullets: [
      'See the personal data we hold about you and correct it.',
      'Withdraw consent and ask us to delete your account and data, except records the law requires us to keep.',
      'Sign out of every device and revoke sessions from your settings.',
      `Raise a grievance with our grievance officer at ${contactEmail}; we reply within 30 days.`,
    ],
  },
];

export default function PrivacyPolicyPage() {
  return (
    <Page
      heading="Privacy policy"
      description="How LexSetu keeps your data secure, what we collect, why we collect it, and your rights."
    >
      <div className="prose">
        <Prose sections={sections} />
      </div>
    </Page>
  );
}
