// Help center articles: how-tos for the dashboard screens, then the product's FAQ (the home page's own
// entries, reused, so the two never drift apart). Plain data, searched in the page.
import { basicMonthlyConsultations } from '@contract/planLimits';
import { faqEntries } from '@/pages/public/home/homeContent';

export interface HelpArticle {
  id: string;
  kind: 'how-to' | 'faq';
  question: string;
  answer: string;
}

const howTos: readonly HelpArticle[] = [
  {
    id: 'book',
    question: 'How do I book a consultation?',
    answer:
      'Open Find experts, choose a verified lawyer, pick a free slot on their profile and pay. The booking appears under Schedules.',
  },
  {
    id: 'consultation-limit',
    question: 'How many consultations can I book on the Basic free plan?',
    answer: `The Basic free plan includes ${basicMonthlyConsultations} consultations each calendar month. Premium members book unlimited consultations: see Pricing.`,
  },
  {
    id: 'request',
    question: 'How do I ask a lawyer for help with a document?',
    answer:
      'Go to Create Request, press New request, describe the matter, attach documents (PNG, JPEG, PDF, DOC or DOCX) and mention the lawyer by e-mail.',
  },
  {
    id: 'pro',
    question: 'What does the pro plan cost?',
    answer:
      'The premium plan is ₹99/- monthly or ₹999/- yearly (a 15.91% saving). See Pricing for the benefits.',
  },
  {
    id: 'password',
    question: 'I forgot my password. What do I do?',
    answer:
      'On the login page choose Forgot password?, enter your e-mail and type the 6-digit code we send you, then create a new password.',
  },
  {
    id: '2fa',
    question: 'How do I protect my account with two-factor authentication?',
    answer:
      'Settings → Security & privacy → Two-Factor Authentication → Set up now. Scan the QR code with an authenticator app and keep your recovery codes safe.',
  },
  {
    id: 'data',
    question: 'Can I download or delete my data?',
    answer:
      'Yes. Settings → Security & privacy → Download my data gives a ZIP of everything we hold; Delete my data erases your account after you confirm your password.',
  },
  {
    id: 'refer',
    question: 'How does Refer & earn work?',
    answer:
      'Share your link from Settings → Refer & earn. When your friend pays for a service within 30 days of registering, your reward is credited.',
  },
  {
    id: 'text-size',
    question: 'How do I make the text larger or turn on dark mode?',
    answer:
      'Settings → Accessibilities for text size, high contrast and reduce motion; Settings → Profile management for Dark Mode. They follow you to every device.',
  },
].map((a) => ({ ...a, kind: 'how-to' as const }));

export const helpArticles: readonly HelpArticle[] = [
  ...howTos,
  ...faqEntries.map((f) => ({
    id: `faq-${f.id}`,
    kind: 'faq' as const,
    question: f.question,
    answer: f.answer,
  })),
];

/** Articles whose question or answer contains the query (case-insensitive); all of them for a blank query. */
export function searchHelp(query: string, articles: readonly HelpArticle[] = helpArticles): HelpArticle[] {
  const q = query.trim().toLowerCase();
  return articles.filter((a) => !q || `${a.question} ${a.answer}`.toLowerCase().includes(q));
}
