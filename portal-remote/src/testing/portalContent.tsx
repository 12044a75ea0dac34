// The texts a page entry provides, for tests that render a portal component on its own.
import type { ReactNode } from 'react';
import { PortalContentProvider } from '../content/PortalContent';
import { portalContentEn } from '../content/portalContent.en';
import { portalContentEs } from '../content/portalContent.es';

export function InEnglish({ children }: { children: ReactNode }) {
  return <PortalContentProvider content={portalContentEn}>{children}</PortalContentProvider>;
}

export function InSpanish({ children }: { children: ReactNode }) {
  return <PortalContentProvider content={portalContentEs}>{children}</PortalContentProvider>;
}
