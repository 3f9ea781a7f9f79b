// The server's message catalogues: server/i18n/catalogues/<area>/<locale>.json, keyed by a stable code (the
// `reason` of an error, the key a notice is stored under), English ICU text in en.json. Imported statically so
// the bundled desktop server carries them; compiled when this module loads (index.ts).
import activitiesEn from './catalogues/activities/en.json';
import activitiesHi from './catalogues/activities/hi.json';
import activitiesTa from './catalogues/activities/ta.json';
import errorsEn from './catalogues/errors/en.json';
import errorsHi from './catalogues/errors/hi.json';
import errorsTa from './catalogues/errors/ta.json';
import mailEn from './catalogues/mail/en.json';
import mailHi from './catalogues/mail/hi.json';
import mailTa from './catalogues/mail/ta.json';
import notificationsEn from './catalogues/notifications/en.json';
import notificationsHi from './catalogues/notifications/hi.json';
import notificationsTa from './catalogues/notifications/ta.json';
import paymentsEn from './catalogues/payments/en.json';
import paymentsHi from './catalogues/payments/hi.json';
import paymentsTa from './catalogues/payments/ta.json';
import validationEn from './catalogues/validation/en.json';
import validationHi from './catalogues/validation/hi.json';
import validationTa from './catalogues/validation/ta.json';
import smsEn from './catalogues/sms/en.json';
import smsHi from './catalogues/sms/hi.json';
import smsTa from './catalogues/sms/ta.json';

export const locales = ['en', 'hi', 'ta'] as const;
export type Locale = (typeof locales)[number];

export type Catalogue = Record<string, string>;

/** Every area's catalogue per locale (the completeness test reads them one by one). */
export const areaCatalogues = {
  errors: { en: errorsEn, hi: errorsHi, ta: errorsTa },
  validation: { en: validationEn, hi: validationHi, ta: validationTa },
  notifications: { en: notificationsEn, hi: notificationsHi, ta: notificationsTa },
  mail: { en: mailEn, hi: mailHi, ta: mailTa },
  payments: { en: paymentsEn, hi: paymentsHi, ta: paymentsTa },
  activities: { en: activitiesEn, hi: activitiesHi, ta: activitiesTa },
  sms: { en: smsEn, hi: smsHi, ta: smsTa },
} satisfies Record<string, Record<Locale, Catalogue>>;

export type Area = keyof typeof areaCatalogues;

/** The `reason` of an error thrown by a use case (server/errors.ts). */
export type ErrorReason = keyof typeof errorsEn;
/** The reason of a refused input (a zod issue of the contract's schemas). */
export type ValidationReason = keyof typeof validationEn;
/** The key a notice is stored under (migration 031). */
export type NoticeKey = keyof typeof notificationsEn;
/** A text of an e-mail or a calendar invite. */
export type MailKey = keyof typeof mailEn;
/** What a payment is for, as its order, invoice line and gateway record say it. */
export type PaymentKey = keyof typeof paymentsEn;
/** A line of the Activities list. */
export type ActivityKey = keyof typeof activitiesEn;
/** A text message (SMS) other than a code: short, in the recipient's language (#58). */
export type SmsKey = keyof typeof smsEn;
export type MessageId =
  ErrorReason | ValidationReason | NoticeKey | MailKey | PaymentKey | ActivityKey | SmsKey;
