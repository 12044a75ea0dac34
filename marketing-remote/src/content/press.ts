import type { ImageAsset } from 'ui';
import type { CarouselLabels } from 'ui/carousel';
import { externalLinks } from '../config/externalLinks';
import { waysToHelpCards } from './waysToHelp';
import coverageAward from './images/press/coverage-award.svg';
import coverageFamilies from './images/press/coverage-families.svg';
import coverageFundraising from './images/press/coverage-fundraising.svg';
import coverageGraduates from './images/press/coverage-graduates.svg';
import coverageHotspots from './images/press/coverage-hotspots.svg';
import coverageRecycling from './images/press/coverage-recycling.svg';
import outletBayState from './images/press/outlet-bay-state-courier.svg';
import outletCivicWire from './images/press/outlet-civic-wire.svg';
import outletGardenState from './images/press/outlet-garden-state-gazette.svg';
import outletHudson from './images/press/outlet-hudson-ledger.svg';
import outletMetroTech from './images/press/outlet-metro-tech-weekly.svg';
import outletNortheastRadio from './images/press/outlet-northeast-public-radio.svg';

export type CoverageItem = {
  id: string;
  title: string;
  /** ISO date, e.g. 2024-05-02 */
  date: string;
  outlet: string;
  description: string;
  url: string;
  image: ImageAsset;
};

export type PressRelease = { title: string; date: string; url: string };

const outletLogo = (src: string, name: string): ImageAsset => ({ src, alt: name, width: 300, height: 200 });
const coverageImage = (src: string): ImageAsset => ({ src, alt: '', width: 480, height: 320 });

export const pressHero = {
  titlePart1: 'Press &',
  titlePart2: 'Media',
  description: 'News coverage of Digital Harbor, our press releases, and the milestones behind them.',
};

export const pressLogos = {
  title: 'As Seen In',
  label: 'Press logos',
  pauseLabel: 'Pause press logo animation',
  playLabel: 'Play press logo animation',
  logos: [
    outletLogo(outletHudson, 'The Hudson Ledger'),
    outletLogo(outletGardenState, 'Garden State Gazette'),
    outletLogo(outletMetroTech, 'Metro Tech Weekly'),
    outletLogo(outletBayState, 'Bay State Courier'),
    outletLogo(outletCivicWire, 'Civic Wire'),
    outletLogo(outletNortheastRadio, 'Northeast Public Radio'),
  ],
};

export const pressHighlights = {
  title: 'Highlights',
  items: [
    { figure: '30 Under 30', text: 'Our founder was named to a 30 Under 30 list for social impact.' },
    { figure: '$1.6 million', text: 'Raised to put refurbished computers in the hands of people who need them.' },
    { figure: '506 laptops', text: 'College-bound laptop scholarships: 110 in 2022, 220 in 2023 and 176 in 2024.' },
    { figure: '150 computers', text: 'Delivered to families in West New York, NJ, in a single distribution.' },
  ],
};

export const coverage: { title: string; label: string; carouselLabels: CarouselLabels; readMore: string; items: CoverageItem[] } = {
  title: 'In the News',
  label: 'Press coverage',
  carouselLabels: {
    previous: 'Previous article',
    next: 'Next article',
    pause: 'Pause automatic slide show',
    play: 'Start automatic slide show',
    slide: (position, total) => `${position} of ${total}`,
  },
  readMore: 'Read More',
  items: [
    {
      id: 'thirty-under-thirty',
      title: 'The young founder turning old laptops into opportunity',
      date: '2024-11-12',
      outlet: 'Metro Tech Weekly',
      description: 'Digital Harbor’s founder is named to this year’s 30 Under 30 list for social impact.',
      url: 'https://www.metrotechweekly.example/2024/11/30-under-30-social-impact',
      image: coverageImage(coverageAward),
    },
    {
      id: 'west-new-york',
      title: '150 families in West New York get computers at home',
      date: '2024-06-03',
      outlet: 'The Hudson Ledger',
      description: 'A weekend distribution with local partners brings refurbished computers to 150 families.',
      url: 'https://www.hudsonledger.example/news/2024/06/west-new-york-computers',
      image: coverageImage(coverageFamilies),
    },
    {
      id: 'scholarships-2023',
      title: 'Laptop scholarships send 220 students to college equipped',
      date: '2023-08-21',
      outlet: 'Garden State Gazette',
      description: 'College-bound students receive laptops through the 2023 scholarship program, twice the year before.',
      url: 'https://www.gardenstategazette.example/education/2023/laptop-scholarships',
      image: coverageImage(coverageGraduates),
    },
    {
      id: 'fundraising',
      title: 'Non-profit passes $1.6 million raised for digital access',
      date: '2025-02-10',
      outlet: 'Civic Wire',
      description: 'Donors and grants carry Digital Harbor past $1.6 million raised for devices, internet and classes.',
      url: 'https://www.civicwire.example/2025/02/digital-harbor-milestone',
      image: coverageImage(coverageFundraising),
    },
    {
      id: 'waltham-office',
      title: 'Refurbished computers, recycled responsibly, now in Waltham',
      date: '2024-04-15',
      outlet: 'Bay State Courier',
      description: 'The new Massachusetts office wipes, refurbishes and recycles donated electronics for the region.',
      url: 'https://www.baystatecourier.example/local/2024/04/waltham-computers',
      image: coverageImage(coverageRecycling),
    },
    {
      id: 'hotspots',
      title: 'Hotspots and classes close the gap after the device',
      date: '2023-10-05',
      outlet: 'Northeast Public Radio',
      description: 'A computer is only the start: hotspots and digital skills classes keep new users connected.',
      url: 'https://www.northeastpublicradio.example/stories/2023/10/hotspots-and-classes',
      image: coverageImage(coverageHotspots),
    },
  ],
};

const release = (title: string, date: string, fileName: string): PressRelease => ({
  title,
  date,
  url: `${externalLinks.pressReleases}${fileName}`,
});

export const pressReleases: { title: string; intro: string; linkSuffix: string; items: PressRelease[] } = {
  title: 'Press Releases',
  intro: 'Every release as a PDF.',
  linkSuffix: '(PDF)',
  items: [
    release('Digital Harbor passes $1.6 million raised for digital access', '2025-02-10', '2025-02-10-fundraising-milestone.pdf'),
    release('Digital Harbor founder named to 30 Under 30 list', '2024-11-12', '2024-11-12-30-under-30.pdf'),
    release('176 college-bound students receive laptop scholarships', '2024-08-19', '2024-08-19-laptop-scholarships.pdf'),
    release('150 computers for families in West New York, NJ', '2024-06-03', '2024-06-03-west-new-york.pdf'),
    release('Digital Harbor opens its Massachusetts office in Waltham', '2024-04-15', '2024-04-15-waltham-office.pdf'),
    release('220 college-bound students receive laptop scholarships', '2023-08-21', '2023-08-21-laptop-scholarships.pdf'),
    release('Digital Harbor launches hotspot distribution and digital skills classes', '2023-03-07', '2023-03-07-new-programs.pdf'),
    release('110 college-bound students receive laptop scholarships', '2022-08-22', '2022-08-22-laptop-scholarships.pdf'),
  ],
};

export const pressWaysToHelp = { title: 'Get Involved', cards: waysToHelpCards };
