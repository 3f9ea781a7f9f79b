// The zod-free part of verification.ts (which re-exports it): the languages a lawyer can list and the certificate
// types. Screens import these as `@contract/lawyerProfileTerms`, so their first load carries no schemas (or zod).

/** Languages a lawyer can list (the issue asks for at least English, Hindi and Tamil). */
export const lawyerLanguages = [
  'English',
  'Hindi',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Marathi',
  'Bengali',
  'Gujarati',
  'Punjabi',
  'Urdu',
  'Odia',
] as const;

/** The certificate types accepted (checked by content on the server). */
export const certificateAccept = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  'application/pdf',
  'image/png',
  'image/jpeg',
];
export const certificateTypesLabel = 'PDF, PNG or JPEG';
