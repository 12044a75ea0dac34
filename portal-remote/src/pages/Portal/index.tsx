import { PortalContentProvider } from '../../content/PortalContent';
import { portalContentEn } from '../../content/portalContent.en';
import { Portal } from './Portal';

/** The portal in English (`/portal`). */
export default function PortalEn() {
  return (
    <PortalContentProvider content={portalContentEn}>
      <Portal />
    </PortalContentProvider>
  );
}
