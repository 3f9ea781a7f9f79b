// The Basic free plan's limit, zod-free (money.ts re-exports it; the help articles import it as
// `@contract/planLimits` without the schemas).

/**
 * Consultations a client on the Basic free plan may book per calendar month (IST); premium members book
 * unlimited consultations, the spec's premium benefit.
 */
export const basicMonthlyConsultations = 3;
