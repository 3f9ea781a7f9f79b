// Privacy policy (spec section 2): data security, information collected, why, and the user's rights.
import { Page } from '@/components/Page';
import { type Translate, useT } from '@/i18n';
import { contactEmail } from '@/layouts/public/siteInfo';
import { Prose, type ProseSection } from './shared/Prose';
import './public.css';

const sectionsIn = (t: Translate): ProseSection[] => [
  {
    heading: t('Data security'),
    paragraphs: [
      t(
        'Calls and chats are protected with 256-bit encryption. Passwords are stored only as salted hashes, sessions can be revoked at any time from your settings, and card numbers never reach our servers: payments are handled by our payment partner.',
      ),
      t(
        'Documents you upload are checked by content, stored privately and shared only with the lawyer you choose.',
      ),
    ],
  },
  {
    heading: t('Information we collect'),
    bullets: [
      t('Account details: name, e-mail address, role and the consultation types you pick.'),
      t('For lawyers: enrolment number, Bar Council, practice areas, languages, fees and availability.'),
      t('Requests, bookings, documents and messages you create on LexSetu.'),
      t('Technical data: device and browser type and sign-in times, used to secure your account.'),
    ],
  },
  {
    heading: t('Why we collect it'),
    bullets: [
      t('To connect you with the right lawyer and run your consultations.'),
      t('To send invoices, reminders and notices about your account.'),
      t('To verify lawyers and keep the platform safe from fraud and abuse.'),
      t(
        'To meet our obligations under Indian law, including the Digital Personal Data Protection Act, 2023.',
      ),
    ],
  },
  {
    heading: t('Your rights'),
    bullets: [
      t('See the personal data we hold about you and correct it.'),
      t(
        'Withdraw consent and ask us to delete your account and data, except records the law requires us to keep.',
      ),
      t('Sign out of every device and revoke sessions from your settings.'),
      t('Raise a grievance with our grievance officer at {email}; we reply within 30 days.', {
        email: contactEmail,
      }),
    ],
  },
];

export default function PrivacyPolicyPage() {
  const t = useT();
  return (
    <Page
      heading={t('Privacy policy')}
      description={t(
        'How LexSetu keeps your data secure, what we collect, why we collect it, and your rights.',
      )}
    >
      <div className="prose">
        <Prose sections={sectionsIn(t)} />
      </div>
    </Page>
  );
}
