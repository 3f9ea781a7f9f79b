// The home page's fixed display content (spec sections 1, 2, 3 and 9). Marketing figures are display copy. The
// texts are English source texts (msg), shown with t() in the reader's language.
import { msg } from '@/i18n/language';

/** The home page's meta description (also written into the prerendered index.html). */
export const HOME_DESCRIPTION = msg(
  'Talk to verified lawyers by call or chat, and get legal documents drafted or reviewed by experts across India. First consultation from ₹0/-.',
);

export const serviceCategories = [
  { name: msg('Civil law'), text: msg('Contracts, recovery of money, tenancy and neighbour disputes.') },
  { name: msg('Criminal law'), text: msg('Bail, FIRs, cheque bounce cases and defence in trials.') },
  { name: msg('Family law matters'), text: msg('Divorce, custody, maintenance, wills and succession.') },
  { name: msg('Labor law'), text: msg('Wrongful termination, unpaid wages, gratuity and PF claims.') },
  { name: msg('Property law'), text: msg('Sale deeds, registration, title checks and builder disputes.') },
] as const;

export const benefits = [
  {
    title: msg('Online Consultation with a Lawyer'),
    text: msg(
      'Secure calls and chat with verified lawyers, priced per minute. Your first consultation starts at ₹0/-.',
    ),
    to: '/consultation',
  },
  {
    title: msg('Legal documentation'),
    text: msg(
      'Agreements, deeds, notices and affidavits drafted or reviewed by experts and delivered by e-mail.',
    ),
    to: '/services#documentation',
  },
  {
    title: msg('Start-up legal solutions'),
    text: msg('Incorporation, founders’ agreements, compliance and trademarks for new businesses.'),
    to: '/services#start-ups',
  },
  {
    title: msg('Law advisory'),
    text: msg('Ongoing advice from one lawyer who knows your matter, on call when you need it.'),
    to: '/services#advisory',
  },
] as const;

export interface QuickBuyItem {
  title: string;
  rating: number;
  /** Price text as the spec gives it; shown with a rupee prefix. */
  price: string;
  reviews: string;
  to: string;
}

export const quickBuyItems: readonly QuickBuyItem[] = [
  {
    title: msg('Online Lawyer Consultation'),
    rating: 4.6,
    price: msg('19.99/min'),
    reviews: msg('1k+ reviews'),
    to: '/consultation',
  },
  {
    title: msg('Agreement to Sale or Sale Agreement Review'),
    rating: 4.5,
    price: '2499',
    reviews: msg('640+ reviews'),
    to: '/documents/agreement-to-sale-review',
  },
  {
    title: msg('Agreement to Sale Drafting'),
    rating: 4.3,
    price: '3499',
    reviews: msg('410+ reviews'),
    to: '/documents/agreement-to-sale-drafting',
  },
  {
    title: msg('Trademark'),
    rating: 4.5,
    price: '10500',
    reviews: msg('870+ reviews'),
    to: '/documents/trademark',
  },
];

export const trustLogos = [
  msg('Bar Council listed advocates'),
  msg('Startup India'),
  msg('Digital India'),
  msg('NASSCOM members'),
  msg('Noida Chamber of Commerce'),
  msg('Indian Legal Tech Forum'),
] as const;

export const homeStats = [
  { value: '16K+', label: msg('users') },
  { value: '90M+', label: msg('minutes consulted') },
  { value: '50K+', label: msg('attorneys') },
  { value: '1.5M+', label: msg('start-ups mentored') },
  { value: '12k+', label: msg('legal experts') },
] as const;

export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
}

// The spec keeps ten entries of which the ninth and tenth are the same; dedupeFaq shows it once.
const faqSource: FaqEntry[] = [
  {
    id: 1,
    question: msg('How do I book a consultation with a lawyer?'),
    answer: msg(
      'Choose a service or search for an expert, pick a time slot that suits you and pay securely. You get a call or chat link by e-mail and in your dashboard.',
    ),
  },
  {
    id: 2,
    question: msg('Are the lawyers on LexSetu verified?'),
    answer: msg(
      'Yes. Every lawyer’s Bar Council enrolment is checked before their profile is shown. Unverified profiles never appear in search.',
    ),
  },
  {
    id: 3,
    question: msg('How much does a consultation cost?'),
    answer: msg(
      'Lawyers set their own per-minute fees, shown before you book. Your first consultation starts at ₹0/-, and the premium plan costs ₹99/- a month or ₹999/- a year.',
    ),
  },
  {
    id: 4,
    question: msg('Is my conversation with the lawyer confidential?'),
    answer: msg(
      'Calls and chats are protected with 256-bit encryption and are between you and your lawyer. We never share your documents without your consent.',
    ),
  },
  {
    id: 5,
    question: msg('Can I get documents drafted without a call?'),
    answer: msg(
      'Yes. Pick the document, add your details after checkout and an expert drafts it. The finished document is delivered by e-mail.',
    ),
  },
  {
    id: 6,
    question: msg('Which languages can I consult in?'),
    answer: msg(
      'You can filter lawyers by language. Consultations are available in English, Hindi, Tamil and several other Indian languages.',
    ),
  },
  {
    id: 7,
    question: msg('What if I need to reschedule?'),
    answer: msg(
      'You can ask your lawyer to reschedule from the Schedules page of your dashboard before the consultation starts.',
    ),
  },
  {
    id: 8,
    question: msg('I am a lawyer. How do I join?'),
    answer: msg(
      'Create a professional account from the Partner with us page. Joining costs ₹0/-; you set your own fees and availability once your enrolment is verified.',
    ),
  },
  {
    id: 9,
    question: msg('When is support available?'),
    answer: msg(
      'Audio and internet calls with lawyers run 24x7. Our office team answers Monday to Friday 9:00 AM to 6:00 PM IST and Saturday 10:00 AM to 2:00 PM IST.',
    ),
  },
  {
    id: 10,
    question: msg('When is support available?'),
    answer: msg(
      'Audio and internet calls with lawyers run 24x7. Our office team answers Monday to Friday 9:00 AM to 6:00 PM IST and Saturday 10:00 AM to 2:00 PM IST.',
    ),
  },
];

/** Entries with a question already asked are dropped (the spec's entries 9 and 10). */
export function dedupeFaq(entries: readonly FaqEntry[]): FaqEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = entry.question.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const faqEntries = dedupeFaq(faqSource);
