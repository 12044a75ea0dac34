import type { CallToAction, LinkCard } from 'ui';
import dropOffTile from './images/home/tile-drop-off.svg';
import sponsorTile from './images/home/tile-sponsor.svg';
import volunteerTile from './images/home/tile-volunteer.svg';

export type HomeStep = { title: string; description: string };

export type Testimonial = { quote: string; attribution: string; date: string };

export const homeHero: { titlePart1: string; titlePart2: string; description: string; actions: CallToAction[] } = {
  titlePart1: 'Transform a life',
  titlePart2: 'with technology',
  description:
    'We collect donated computers, wipe and refurbish them, and put them in the hands of people who need them across New Jersey, New York City and Massachusetts.',
  // The spec gives these targets in one reading and none in the other; we follow the one that has them.
  actions: [
    { text: 'Donate E-waste', to: '/donate' },
    { text: 'Discover Programs', to: '/support' },
  ],
};

export const connectivityBanner = {
  figure: '10,000,000',
  text: 'hours of connectivity provided',
};

export const donorLogoStrip = {
  title: 'Join 180+ Computer Donors.',
  intro: 'Companies, schools and neighbours give their old computers a second life with us.',
  label: 'Donor logos',
  pauseLabel: 'Pause logo animation',
  playLabel: 'Play logo animation',
};

/** The spec's five-card reading of 'Be Part of the Change'. */
export const changeSteps: { title: string; intro: string; steps: HomeStep[] } = {
  title: 'Be Part of the Change',
  intro: 'Every computer you give goes on a journey that ends with someone getting connected.',
  steps: [
    {
      title: 'Donation',
      description:
        'Give your laptops, desktops and tablets. Ten or more devices get a free pickup; fewer can be dropped off near you, and every gift gets a tax-deductible receipt.',
    },
    {
      title: 'Certified Data Erasure',
      description:
        'Every drive is wiped to the NIST 800-88 standard, with a certificate of data destruction on request. What cannot be reused is recycled responsibly.',
    },
    {
      title: '400+ Non-Profit Partners',
      description:
        'Refurbished computers reach people through a network of nominating non-profits that know their communities.',
    },
    {
      title: 'Opportunity',
      description: 'A computer opens the door to school work, job applications, telehealth and staying close to family.',
    },
    {
      title: 'Real Change',
      description: 'One device at a time, we close the digital divide for families who have been left offline.',
    },
  ],
};

export const recipientTestimonial: {
  title: string;
  testimonial: Testimonial;
  actions: CallToAction[];
} = {
  title: 'In Their Words',
  testimonial: {
    quote:
      'I had not used a computer since mine broke years ago. Now I apply for jobs online and video-call my grandchildren every Sunday. This laptop gave me my independence back.',
    attribution: 'Anonymous',
    date: 'March 2024',
  },
  actions: [
    { text: 'Donate Computers', to: '/donate' },
    { text: 'Become a Partner', to: '/partner', variant: 'secondary' },
  ],
};

/** The three tiles; each links where that kind of help is offered. */
export const getInvolved: { title: string; cards: LinkCard[] } = {
  title: 'More Ways to Help',
  cards: [
    {
      title: 'Sponsor Digital Access',
      link: '/support',
      image: { src: sponsorTile, alt: '', width: 480, height: 320 },
    },
    {
      title: 'Become an E-waste Drop-off Site',
      link: '/donate',
      image: { src: dropOffTile, alt: '', width: 480, height: 320 },
    },
    {
      title: 'Volunteer',
      link: '/volunteer',
      image: { src: volunteerTile, alt: '', width: 480, height: 320 },
    },
  ],
};
