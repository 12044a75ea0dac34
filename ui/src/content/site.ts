/** The organisation's (fictional) name: the one place it is spelled out. */
export const siteName = 'Digital Harbor';

/** The organisation's privacy policy and terms of service (the marketing remote's pages). */
export const legalPaths = { privacy: '/privacy', terms: '/terms' } as const;
