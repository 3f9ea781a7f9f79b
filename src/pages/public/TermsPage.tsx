// Terms and conditions (spec section 2): terms for legal advisors, for legal users, and shared rules
// (platform rules, intellectual property, liability limit, governing law of India).
import { legalEntity, premiumCancellationRule } from '@contract/legalEntity';
import { cancellationPolicy, paymentHoldMinutes } from '@contract/bookingTerms';
import { Page } from '@/components/Page';
import { type Translate, useT } from '@/i18n';
import { Prose, type ProseSection } from './shared/Prose';
import './public.css';

const advisors = (t: Translate): ProseSection[] => [
  {
    heading: t('Eligibility and profile'),
    paragraphs: [
      t(
        'You must be an advocate enrolled with a State Bar Council and keep your enrolment, qualifications and practice areas accurate. Profiles are listed only after verification.',
      ),
    ],
  },
  {
    heading: t('Conduct'),
    paragraphs: [
      t(
        'You follow the Bar Council of India Rules, including the rules on professional conduct and advertising. You give advice honestly, keep client information confidential and avoid conflicts of interest.',
      ),
    ],
  },
  {
    heading: t('Fees and availability'),
    paragraphs: [
      t(
        'You set your own fees and availability. Joining costs ₹0/-. Fees shown to clients must be the fees you charge.',
      ),
    ],
  },
];

const users = (t: Translate): ProseSection[] => [
  {
    heading: t('Using the service'),
    paragraphs: [
      t(
        'You give true information, use LexSetu only for lawful purposes and keep your password private. Advice is given by the lawyer you consult, not by LexSetu.',
      ),
    ],
  },
  {
    heading: t('Bookings and payments'),
    paragraphs: [
      t(
        'Prices are shown in rupees before you book. A priced consultation is paid when you book it; its slot is held for {minutes} minutes while you pay and released if you do not. Your first consultation is free.',
        { minutes: paymentHoldMinutes },
      ),
    ],
  },
  {
    heading: t('Cancellations and refunds'),
    paragraphs: [
      ...cancellationPolicy.map((rule) => t(rule)),
      t(
        'Minutes booked but not used in a consultation are refunded. Refunds go back to the way you paid, usually within 5–7 working days, and each comes with a GST credit note under Invoices.',
      ),
      t(premiumCancellationRule),
    ],
  },
];

const shared = (t: Translate): ProseSection[] => [
  {
    heading: t('Platform rules'),
    paragraphs: [
      t(
        'No harassment, fraud, or sharing of unlawful content. We may suspend or terminate accounts that break these terms.',
      ),
    ],
  },
  {
    heading: t('Intellectual property'),
    paragraphs: [
      t(
        'The LexSetu name, logo and software belong to LexSetu. Documents drafted for you may be used by you for your matter.',
      ),
    ],
  },
  {
    heading: t('Limitation of liability'),
    paragraphs: [
      t(
        'LexSetu provides the platform and is not liable for the advice a lawyer gives. Our liability is limited to the fees you paid for the service in question, to the extent the law allows.',
      ),
    ],
  },
  {
    heading: t('Governing law'),
    paragraphs: [
      t(
        'These terms are an agreement with {name}, {address} (GSTIN {gstin}). They are governed by the laws of India; courts at Noida, Uttar Pradesh have jurisdiction.',
        { name: legalEntity.name, address: legalEntity.address, gstin: legalEntity.gstin },
      ),
    ],
  },
];

export default function TermsPage() {
  const t = useT();
  return (
    <Page
      heading={t('Terms and conditions')}
      description={t(
        'Terms for legal advisors and legal users, and the rules shared by everyone on LexSetu.',
      )}
    >
      <div className="prose">
        <h2>{t('Terms for legal advisors')}</h2>
        <Prose sections={advisors(t)} level={3} />
        <h2>{t('Terms for legal users')}</h2>
        <Prose sections={users(t)} level={3} />
        <h2>{t('Rules for everyone')}</h2>
        <Prose sections={shared(t)} level={3} />
      </div>
    </Page>
  );
}
