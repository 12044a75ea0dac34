import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { CertificateTexts } from './certificates';
import type { HotspotPromoText } from './hotspotPromo';
import type { PortalTexts } from './portal';

/** The texts of the signed-in pages (portal, profile, certificate) in one language. */
export type PortalContent = { portal: PortalTexts; certificates: CertificateTexts; hotspotPromo: HotspotPromoText };

// No default: a page's language is its entry's choice (pages/*/index.tsx or es.tsx), and this
// module stays free of any language's texts, so neither language's page carries the other's.
const PortalContentContext = createContext<PortalContent | undefined>(undefined);

export function PortalContentProvider({ content, children }: { content: PortalContent; children: ReactNode }) {
  return <PortalContentContext.Provider value={content}>{children}</PortalContentContext.Provider>;
}

/** The texts of the page's language, as its entry provided them. */
export function usePortalContent(): PortalContent {
  const content = useContext(PortalContentContext);
  if (content === undefined) throw new Error('usePortalContent: render the page through its entry (index.tsx or es.tsx), which provides its texts');
  return content;
}
