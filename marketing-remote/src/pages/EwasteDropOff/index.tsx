import { dropOffHero, dropOffSteps, largeEquipment, locatorSection } from '../../content/ewasteDropOff';
import { EwasteDropOffPage } from './EwasteDropOffPage';

/** The English page (named imports: a namespace object would cost the page's chunk bytes). */
export default function EwasteDropOff() {
  return <EwasteDropOffPage content={{ dropOffHero, dropOffSteps, largeEquipment, locatorSection }} />;
}
