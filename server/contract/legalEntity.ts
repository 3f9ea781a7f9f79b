// The one legal entity behind LexSetu: the footer, the contact page, the terms and every invoice name it.
export const legalEntity = {
  name: 'LexSetu Legal Services Pvt. Ltd.',
  address: 'B-12, Sector 62, Noida, Uttar Pradesh 201309, India',
  /** Registered in Uttar Pradesh (GST state code 09). */
  gstin: '09AAACL1234F1Z5',
  state: 'Uttar Pradesh',
  stateCode: '09',
} as const;

/** SAC codes printed on invoices: legal services by an advocate; the platform's own subscription. */
export const sacCodes = { consultation: '998212', plan: '998599' } as const;

/** Premium plans: what cancelling means, stated before confirming and in the terms. */
export const premiumCancellationRule =
  'When you cancel Premium, you keep its benefits until the end of the period you paid for. No partial refund is made for the unused part of the period.';
