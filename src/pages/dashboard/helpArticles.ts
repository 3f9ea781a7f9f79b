// Help center articles: the product's FAQ and how-tos for each dashboard screen (plain data, searchable).
export interface HelpArticle {
  id: string;
  question: string;
  answer: string;
}

export const helpArticles: readonly HelpArticle[] = [
  {
    id: 'book',
    question: 'How do I book a consultation?',
    answer:
      'Open Find experts, choose a verified lawyer, pick a free slot on their profile and pay. The booking appears under Schedules.',
  },
  {
    id: 'request',
    question: 'How do I ask a lawyer for help with a document?',
    answer:
      'Go to Create Request, press New request, describe the matter, attach documents (PNG, JPEG, PDF, DOC or DOCX) and mention the lawyer by e-mail.',
  },
  {
    id: 'first-free',
    question: 'Is the first consultation free?',
    answer:
      'First consultations start from ₹0/-. Each lawyer sets their own per-minute fee, shown on their profile.',
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
    id: 'lawyer',
    question: 'How do I join as a lawyer?',
    answer:
      'Create a professional account. The joining fee is ₹0/-; you set your own fees and availability once your enrolment is verified.',
  },
  {
    id: 'secure',
    question: 'Are my calls and documents secure?',
    answer:
      'Calls and chats use 256-bit encryption and your documents are only visible to you and the lawyers you share them with.',
  },
  {
    id: 'text-size',
    question: 'How do I make the text larger or turn on dark mode?',
    answer:
      'Settings → Accessibilities for text size, high contrast and reduce motion; Settings → Profile management for Dark Mode. They follow you to every device.',
  },
];
