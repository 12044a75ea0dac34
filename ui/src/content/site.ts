import { SITE_NAME } from 'composition-contract/site';

/** The organisation's (fictional) name, as the composition contract spells it. */
export const siteName = SITE_NAME;
