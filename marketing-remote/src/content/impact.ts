import type { CallToAction } from 'ui';
import type { CarouselLabels } from 'ui/carousel';
import type { Statistic } from 'ui/statistics';
import { externalLinks } from '../config/externalLinks';

export type StatisticGroup = { title: string; items: Statistic[] };
export type ImpactTestimonial = { id: string; quote: string; name: string; role: string };
export type ImpactReport = { year: number; url?: string };

export const impactHero: { titlePart1: string; titlePart2: string; description: string; actions: CallToAction[] } = {
  titlePart1: 'Our',
  titlePart2: 'Impact',
  description: 'What donated computers, affordable internet and digital skills classes have changed for the people we serve.',
  actions: [
    { text: 'Support Our Work', to: '/support' },
    { text: 'Read the 2023 Impact Report', href: externalLinks.impactReport2023 },
  ],
};

export const impactStory = {
  title: 'One Computer, Many Doors',
  paragraphs: [
    'When a family gets its first working computer, the change rarely stops at one person. A parent finishes a job application at the kitchen table, a teenager turns in homework on time, a grandmother joins her doctor by video instead of taking two buses.',
    'Every device we hand over has been donated, securely erased to NIST 800-88 and refurbished by our team and volunteers. Our non-profit partners know their communities and nominate the people who need it most; we follow up to make sure the computer keeps making a difference.',
  ],
};

/** The Impact page's figures; they differ from the About page's on purpose (spec §9). */
export const impactStatistics: StatisticGroup[] = [
  {
    title: 'Closing the Digital Divide',
    items: [
      { value: 3607, label: 'Computers donated' },
      { value: 2014800, suffix: '+', label: 'Internet hours provided' },
      { value: 215, label: 'Digital skills classes' },
      { value: 55907, suffix: ' lb', label: 'E-waste recycled' },
    ],
  },
  {
    title: 'Changing Lives',
    items: [
      { value: 500, label: 'Jobs secured' },
      { value: 2000, label: 'Students accessed online learning' },
      { value: 300, label: 'People on a path to economic mobility' },
      { value: 1000, label: 'People accessed telehealth' },
      { value: 1500, label: 'Educational program hours' },
      { value: 400, label: 'Non-profit partners' },
      { value: 100, label: 'Businesses supported' },
      { value: 5000, label: 'Volunteer hours' },
    ],
  },
];

export const impactNumbersTitle: string = 'By the Numbers';

export const whoWeServe = {
  title: 'Who We Serve',
  intro: 'Our partners nominate people from every one of these groups.',
  groups: [
    'Low-income families',
    'Students and young people',
    'Seniors',
    'Veterans',
    'Immigrants and refugees',
    'People with disabilities',
    'Job seekers',
    'People returning from incarceration',
    'People experiencing homelessness',
    'Survivors of domestic violence',
  ],
};

export const impactTestimonials: { title: string; label: string; carouselLabels: CarouselLabels; items: ImpactTestimonial[] } = {
  title: 'In Their Own Words',
  label: 'Testimonials',
  carouselLabels: {
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause automatic slide show',
    play: 'Start automatic slide show',
    slide: (position, total) => `Testimonial ${position} of ${total}`,
  },
  items: [
    {
      id: 'marisol',
      quote: 'With the laptop I finished my medical assistant certificate online. I start my new job next month.',
      name: 'Marisol T.',
      role: 'Computer recipient, Newark, NJ',
    },
    {
      id: 'dwayne',
      quote: 'My kids used to do homework on my phone. Now they take turns on a real computer and their grades show it.',
      name: 'Dwayne R.',
      role: 'Parent, Bronx, NY',
    },
    {
      id: 'helen',
      quote: 'The class taught me email and video calls. I see my doctor and my grandchildren from home now.',
      name: 'Helen K.',
      role: 'Digital skills graduate, Waltham, MA',
    },
    {
      id: 'north-ward',
      quote: 'Digital Harbor equips the families we work with, quickly and with dignity. It changed what our programs can do.',
      name: 'Priya N.',
      role: 'Program director, North Ward Family Center',
    },
    {
      id: 'arturo',
      quote: 'I refurbished laptops here on Saturdays. Knowing each one goes to a neighbour keeps me coming back.',
      name: 'Arturo B.',
      role: 'Volunteer, Hoboken, NJ',
    },
  ],
};

export const impactReports: {
  title: string;
  intro: string;
  reports: ImpactReport[];
  reportName: (year: number) => string;
  readReport: (year: number) => string;
  notOnline: string;
} = {
  title: 'Impact Reports',
  reportName: (year) => `${year} Impact Report`,
  readReport: (year) => `Read the ${year} report`,
  intro: 'Our yearly reports on devices, connections, classes and finances.',
  reports: [{ year: 2023, url: externalLinks.impactReport2023 }, { year: 2022 }, { year: 2021 }],
  notOnline: 'Not available online',
};

export const impactClosing: { title: string; text: string; actions: CallToAction[] } = {
  title: 'Help Us Reach the Next Family',
  text: 'Every donated computer and every gift keeps these numbers growing.',
  actions: [
    { text: 'Donate Computers', to: '/donate' },
    { text: 'Support Our Work', to: '/support' },
  ],
};
