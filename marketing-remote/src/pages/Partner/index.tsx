import { partnerHero, partnerWall, partnerOrganisations, whyJoin, requirements, partnerFormSection } from '../../content/partner';
import { PartnerPage } from './PartnerPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function Partner() {
  return <PartnerPage content={{ partnerHero, partnerWall, partnerOrganisations, whyJoin, requirements, partnerFormSection }} />;
}
