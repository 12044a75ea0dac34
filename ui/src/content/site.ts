import { SITE_NAME } from 'composition-contract/site';

/** The organisation's (fictional) name, as the composition contract spells it. */
export const siteName = SITE_NAME;

/** The organisation's privacy policy and terms of service (the marketing remote's pages). */
export const legalPaths = { privacy: '/privacy', terms: '/terms' } as const;
