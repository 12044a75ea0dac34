import type { LinkCard } from 'ui';
import dropOffTile from './images/home/tile-drop-off.svg';
import sponsorTile from './images/home/tile-sponsor.svg';
import volunteerTile from './images/home/tile-volunteer.svg';

/** The three "get involved" cards several Spanish pages end with: fund, donate, volunteer. */
export const waysToHelpCards: LinkCard[] = [
  { title: 'Apoye nuestro trabajo', link: '/es/support', image: { src: sponsorTile, alt: '', width: 480, height: 320 } },
  { title: 'Done computadoras', link: '/es/donate', image: { src: dropOffTile, alt: '', width: 480, height: 320 } },
  { title: 'Hágase voluntario', link: '/es/volunteer', image: { src: volunteerTile, alt: '', width: 480, height: 320 } },
];
