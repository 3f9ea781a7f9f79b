// Spec section 9: the sixteen initial consultation types and the five that 'Add more' appends.
export const initialConsultationTypes = [
  'Civil',
  'Criminal',
  'Administrative',
  'Contract',
  'Constitutional',
  'Family',
  'Intellectual property',
  'Labor',
  'Property',
  'Environmental',
  'Immigration',
  'Real estate',
  'Tax',
  'Criminal defense',
  'Health care',
  'Technology and cybersecurity',
] as const;

export const moreConsultationTypes = [
  'Media',
  'Entertainment',
  'Corporate',
  'Sports',
  'Maritime law',
] as const;

export const allConsultationTypes: readonly string[] = [
  ...initialConsultationTypes,
  ...moreConsultationTypes,
];

export const minimumConsultationTypes = 5;
