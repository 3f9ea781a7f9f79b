// Terms and conditions (spec section 2): terms for legal advisors, for legal users, and shared rules
// (platform rules, intellectual property, liability limit, governing law of India).
import { legalEntity, premiumCancellationRule } from '@contract/legalEntity';
import { cancellationPolicy, paymentHoldMinutes } from '@contract/bookingTerms';
import { Page } from '@/components/Page';
import { Prose, type ProseSection } from './shared/Prose';
import './public.css';

const advisors: ProseSection[] = [
  {
    heading: 'Eligibility and profile',
    paragraphs: [
      'You must be an advocate enrolled with a State Bar Council and keep your enrolment, qualifications and practice areas accurate. Profiles are listed only after verification.',
    ],
  },
  {
    heading: 'Conduct',
    paragraphs: [
      'You follow the Bar Council of India Rules, including the rules on professional conduct and advertising. You give advice honestly, keep client information confidential and avoid conflicts of interest.',
    ],
  },
  {
    heading: 'Fees and availability',
    paragraphs: [
      'You set your own fees and availability. Joining costs ₹0/-. Fees shown to clients must be the fees you charge.',
    ],
  },
];

const users: ProseSection[] = [
  {
    heading: 'Using the service',
    paragraphs: [
      'You give true information, use LexSetu only for lawful purposes and keep your password private. Advice is given by the lawyer you consult, not by LexSetu.',
    ],
  },
  {
    heading: 'Bookings and payments',
    paragraphs: [
      `Prices are shown in rupees before you book. A priced consultation is paid when you book it; its slot is held for ${paymentHoldMinutes} minutes while you pay and released if you do not. Your first consultation is free.`,
    ],
  },
  {
    heading: 'Cancellations and refunds',
    paragraphs: [
      ...cancellationPolicy,
      'Minutes booked but not used in a consultation are refunded. Refunds go back to the way you paid, usually within 5–7 working days, and each comes with a GST credit note under Invoices.',
      premiumCancellationRule,
    ],
  },
];

const shared: ProseSection[] = [
  {
    heading: 'Platform rules',
    paragraphs: [
      'No harassment, fraud, or sharing of unlawful content. We may suspend or terminate accounts that break these terms.',
    ],
  },
  {
    heading: 'Intellectual property',
    paragraphs: [
      'The LexSetu name, logo and software belong to LexSetu. Documents drafted for you may be used by you for your matter.',
    ],
  },
  {
    heading: 'Limitation of liability',
    paragraphs: [
      'LexSetu provides the platform and is not liable for the advice a lawyer gives. Our liability is limited to the fees you paid for the service in question, to the extent the law allows.',
    ],
  },
  {
    heading: 'Governing law',
    paragraphs: [
      `These terms are an agreement with ${legalEntity.name}, ${legalEntity.address} (GSTIN ${legalEntity.gstin}). They are governed by the laws of India; courts at Noida, Uttar Pradesh have jurisdiction.`,
    ],
  },
];

export default function TermsPage() {
  return (
    <Page
      heading="Terms and conditions"
      description="Terms for legal advisors and legal users, and the rules shared by everyone on LexSetu."
    >
      <div className="prose">
        <h2>Terms for legal advisors</h2>
        <Prose sections={advisors} level={3} />
        <h2>Terms for legal users</h2>
        <Prose sections={users} level={3} />
        <h2>Rules for everyone</h2>
        <Prose sections={shared} level={3} />
      </div>
    </Page>
  );
}
