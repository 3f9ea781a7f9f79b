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
export const sacCodes = { consultation: '998212', plan: '998599', document: '998216' } as const;

/** Premium plans: what cancelling means, stated before confirming and in the terms. */
export const premiumCancellationRule =
  'Cancelling Premium is immediate: its benefits end at once, and the unused days of the period you paid for are refunded pro rata, with a GST credit note.';
