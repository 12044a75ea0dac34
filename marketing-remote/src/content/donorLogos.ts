import type { ImageAsset } from 'ui';
import bluefinLogo from './images/home/donor-bluefin.svg';
import cedarRowLogo from './images/home/donor-cedarrow.svg';
import harborlineLogo from './images/home/donor-harborline.svg';
import lumenworksLogo from './images/home/donor-lumenworks.svg';
import meridianLogo from './images/home/donor-meridian.svg';
import quarryLogo from './images/home/donor-quarry.svg';

const donorLogo = (src: string, name: string): ImageAsset => ({ src, alt: name, width: 300, height: 200 });

/**
 * The donors' logos on the home page, named by their brands in every language (so not in home.ts:
 * imported by the page itself, the images stay inside the page's own module).
 */
export const donorLogos: ImageAsset[] = [
  donorLogo(harborlineLogo, 'Harborline Tech'),
  donorLogo(quarryLogo, 'Quarry Systems'),
  donorLogo(bluefinLogo, 'Bluefin Data'),
  donorLogo(meridianLogo, 'Meridian Cloud'),
  donorLogo(cedarRowLogo, 'Cedar Row Capital'),
  donorLogo(lumenworksLogo, 'Lumenworks'),
];
