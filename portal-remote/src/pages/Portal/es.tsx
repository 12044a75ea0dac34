import { PortalContentProvider } from '../../content/PortalContent';
import { portalContentEs } from '../../content/portalContent.es';
import { Portal } from './Portal';

/** The portal in Spanish (`/es/portal`). */
export default function PortalEs() {
  return (
    <PortalContentProvider content={portalContentEs}>
      <Portal />
    </PortalContentProvider>
  );
}
