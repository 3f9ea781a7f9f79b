// Languages a lawyer can list, zod-free (verification.ts re-exports it): screens import it as
// `@contract/lawyerLanguages`, so their first load carries no schemas (or zod).

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
