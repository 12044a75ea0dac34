import { PortalContentProvider } from '../../content/PortalContent';
import { portalContentEs } from '../../content/portalContent.es';
import { CertificatePage } from './CertificatePage';

/** A device's certificate page in Spanish (`/es/certificate`). */
export default function CertificatePageEs() {
  return (
    <PortalContentProvider content={portalContentEs}>
      <CertificatePage />
    </PortalContentProvider>
  );
}
