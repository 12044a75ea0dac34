import { PortalContentProvider } from '../../content/PortalContent';
import { portalContentEn } from '../../content/portalContent.en';
import { Champions } from './Champions';

/** The champion profile in English (`/champions`). */
export default function ChampionsEn() {
  return (
    <PortalContentProvider content={portalContentEn}>
      <Champions />
    </PortalContentProvider>
  );
}
