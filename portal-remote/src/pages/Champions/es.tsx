import { PortalContentProvider } from '../../content/PortalContent';
import { portalContentEs } from '../../content/portalContent.es';
import { Champions } from './Champions';

/** The champion profile in Spanish (`/es/champions`). */
export default function ChampionsEs() {
  return (
    <PortalContentProvider content={portalContentEs}>
      <Champions />
    </PortalContentProvider>
  );
}
