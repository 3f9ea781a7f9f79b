import { legalEntity } from '@contract/legalEntity';
// Company details shown on several public pages and the footer.
export const socialLinks = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/lexsetu' },
  { name: 'X', href: 'https://x.com/lexsetu' },
  { name: 'Instagram', href: 'https://www.instagram.com/lexsetu' },
] as const;

export const contactEmail = 'support@lexsetu.in';
export const postalAddress = `${legalEntity.name}, ${legalEntity.address}`;
