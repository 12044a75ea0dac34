import { certificatesContentEs } from './certificates.es';
import { hotspotPromoEs } from './hotspotPromo.es';
import { portalTextsEs } from './portal.es';
import type { PortalContent } from './PortalContent';

/** The signed-in pages' texts in Spanish, for the Spanish page entries. */
export const portalContentEs: PortalContent = { portal: portalTextsEs, certificates: certificatesContentEs, hotspotPromo: hotspotPromoEs };
