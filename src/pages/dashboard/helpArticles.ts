// Help center articles: how-tos for the dashboard screens, then the product's FAQ (the home page's own
// entries, reused, so the two never drift apart). Plain data, English source texts (msg), shown and searched in the
// reader's language.
import { basicMonthlyConsultations } from '@contract/planLimits';
import { faqEntries } from '@/pages/public/home/homeContent';
import { msg, translate, type Translate } from '@/i18n';

export interface HelpArticle {
  id: string;
  kind: 'how-to' | 'faq';
  question: string;
  answer: string;
  /** The answer's placeholders. */
  values?: Record<string, unknown>;
}

const howTos: readonly HelpArticle[] = [
  {
    id: 'book',
    question: msg('How do I book a consultation?'),
    answer: msg(
      'Open Find experts, choose a verified lawyer, pick a free slot on their profile and pay. The booking appears under Schedules.',
    ),
  },
  {
    id: 'consultation-limit',
    question: msg('How many consultations can I book on the Basic free plan?'),
    answer: msg(
      'The Basic free plan includes {count} consultations each calendar month. Premium members book unlimited consultations: see Pricing.',
    ),
    values: { count: basicMonthlyConsultations },
  },
  {
    id: 'request',
    question: msg('How do I ask a lawyer for help with a document?'),
    answer: msg(
      'Go to Create Request, press New request, describe the matter, attach documents (PNG, JPEG, PDF, DOC or DOCX) and mention the lawyer by e-mail.',
    ),
  },
  {
    id: 'pro',
    question: msg('What does the pro plan cost?'),
    answer: msg(
      'The premium plan is ₹99/- monthly or ₹999/- yearly (a 15.91% saving). See Pricing for the benefits.',
    ),
  },
  {
    id: 'password',
    question: msg('I forgot my password. What do I do?'),
    answer: msg(
      'On the login page choose Forgot password?, enter your e-mail and type the 6-digit code we send you, then create a new password.',
    ),
  },
  {
    id: '2fa',
    question: msg('How do I protect my account with two-factor authentication?'),
    answer: msg(
      'Settings → Security & privacy → Two-Factor Authentication → Set up now. Scan the QR code with an authenticator app and keep your recovery codes safe.',
    ),
  },
  {
    id: 'data',
    question: msg('Can I download or delete my data?'),
    answer: msg(
      'Yes. Settings → Security & privacy → Download my data gives a ZIP of everything we hold; Delete my data erases your account after you confirm your password.',
    ),
  },
  {
    id: 'refer',
    question: msg('How does Refer & earn work?'),
    answer: msg(
      'Share your link from Settings → Refer & earn. When your friend pays for a service within 30 days of registering, your reward is credited once that payment can no longer be refunded in full: their consultation took place, their document order was approved or their premium plan has run 7 days. Until then Refer & earn shows it as pending.',
    ),
  },
  {
    id: 'text-size',
    question: msg('How do I make the text larger or turn on dark mode?'),
    answer: msg(
      'Settings → Accessibilities for text size, high contrast and reduce motion; Settings → Profile management for Dark Mode. They follow you to every device.',
    ),
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

/**
 * Articles whose question or answer, as `show` words them (the current language), contains the query
 * (case-insensitive); all of them for a blank query.
 */
export function searchHelp(
  query: string,
  articles: readonly HelpArticle[] = helpArticles,
  show: Translate = translate,
): HelpArticle[] {
  const q = query.trim().toLocaleLowerCase();
  return articles.filter(
    (a) => !q || `${show(a.question)} ${show(a.answer, a.values)}`.toLocaleLowerCase().includes(q),
  );
}
