/** The organisation's (fictional) name: the one place it is spelled out. */
export const siteName = 'Digital Harbor';
