import { PortalContentProvider } from '../../content/PortalContent';
import { portalContentEn } from '../../content/portalContent.en';
import { CertificatePage } from './CertificatePage';

/** A device's certificate page in English (`/certificate`). */
export default function CertificatePageEn() {
  return (
    <PortalContentProvider content={portalContentEn}>
      <CertificatePage />
    </PortalContentProvider>
  );
}
