import { certificatesContent } from './certificates';
import { hotspotPromo } from './hotspotPromo';
import { portalTexts } from './portal';
import type { PortalContent } from './PortalContent';

/** The signed-in pages' texts in English, for the English page entries. */
export const portalContentEn: PortalContent = { portal: portalTexts, certificates: certificatesContent, hotspotPromo };
