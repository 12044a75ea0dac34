import { SITE_NAME } from 'composition-contract/site';

/** The organisation as its certificates name it (fictional details, as all content). */
export const organisation = {
  name: SITE_NAME,
  legalName: 'Digital Harbor Inc., a 501(c)(3) non-profit',
  addressLines: ['77 River Street, Suite 4', 'Hoboken, NJ 07030', 'United States'],
  email: 'certificates@digitalharbor.example.org',
  phone: '201-555-0190',
  website: 'digitalharbor.example.org',
  /** Who signs the certificates on the organisation's behalf. */
  signatory: 'Operations Director, Digital Harbor',
} as const;

export type Organisation = typeof organisation;
