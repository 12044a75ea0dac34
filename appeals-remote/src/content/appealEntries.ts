import appealsData from './appeals.json';
import type { Appeal } from './appealSchema';

export type { Appeal };

/**
 * Every appeal page, as staff wrote them. The build (appealChecks.js) and the tests check the file
 * against appealSchema.ts, naming any bad entry; the page trusts the checked file, so the schema
 * library stays out of the browser (~7 kB compressed on every appeal page).
 */
export const appeals: Appeal[] = appealsData;
