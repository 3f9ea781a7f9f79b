// The zod-free part of money.ts (which re-exports it): plans, periods, sorts and the spec's texts. Screens import
// these as `@contract/moneyTerms`, so their first load carries no schemas (or zod).
type PlanId = (typeof planIds)[number];

export const planIds = ['monthly', 'yearly'] as const;

/** Premium prices (GST included), from the spec: ₹99 monthly, ₹999 yearly. */
export const plans: Record<PlanId, { pricePaise: number; months: number; badge: string; label: string }> = {
  monthly: { pricePaise: 9900, months: 1, badge: 'Monthly plan, Cancel anytime', label: 'Premium monthly' },
  yearly: { pricePaise: 99900, months: 12, badge: 'Yearly plan, Saving 15.91%', label: 'Premium yearly' },
};

export const paymentMessages = {
  declined: 'Your card was declined.',
  paid: 'Payment successful',
  cancelled: 'Your premium subscription has been cancelled.',
} as const;

export const periods = ['This Month', 'Last 3 Months', 'Last 6 Months', 'All Data'] as const;

export const invoiceSorts = ['sort by date', 'sort by budget', 'sort by status', 'sort by type'] as const;

export type InvoiceSort = (typeof invoiceSorts)[number];

export const documentMessages = {
  selectFile: 'Please select a file to upload',
  uploaded: 'File uploaded successfully!',
  failed: 'An error occurred while uploading the file.',
  wrongPin: 'Wrong PIN.',
  locked: 'Too many wrong PINs. Try again in 15 minutes.',
} as const;

export const activitySorts = ['By amount', 'By date', 'By category', 'By type'] as const;
