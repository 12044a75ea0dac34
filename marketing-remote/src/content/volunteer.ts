import type { CallToAction, ImageAsset } from 'ui';
import { externalLinks } from '../config/externalLinks';
import pepperFestImage from './images/volunteer/pepper-fest.svg';
import refurbishImage from './images/volunteer/refurbish.svg';
import technologyImage from './images/volunteer/technology.svg';
import translateImage from './images/volunteer/translate.svg';

export type Opportunity = { title: string; where: string; when: string; text: string; image: ImageAsset };

export const volunteerHero: { titlePart1: string; titlePart2: string; description: string; actions: CallToAction[] } = {
  titlePart1: 'Volunteer',
  titlePart2: 'With Us',
  description: 'Volunteering is open to everyone, in person or remote. No experience required: we teach you what you need.',
  actions: [
    { text: 'Sign Up to Volunteer', href: externalLinks.volunteerSignUp, newTab: true },
    { text: 'Contact Us', to: '/contact' },
  ],
};

const illustration = (src: string): ImageAsset => ({ src, alt: '', width: 480, height: 320 });

export const opportunities: { title: string; intro: string; whereLabel: string; whenLabel: string; signUp: CallToAction; items: Opportunity[] } = {
  title: 'Current Opportunities',
  whereLabel: 'Where',
  whenLabel: 'When',
  intro: 'Pick what fits your time and skills; sign up on our volunteer site.',
  signUp: { text: 'Sign Up to Volunteer', href: externalLinks.volunteerSignUp, newTab: true },
  items: [
    {
      title: 'Refurbish laptops',
      where: 'In person, Hoboken, NJ',
      when: 'Weekdays and Saturdays',
      text: 'Test, clean and set up donated laptops for their new owners. We show you how.',
      image: illustration(refurbishImage),
    },
    {
      title: 'Translate a document into Spanish',
      where: 'Remote',
      when: 'On your own schedule',
      text: 'Help applicants read our application guide in Spanish.',
      image: illustration(translateImage),
    },
    {
      title: 'Join the Pepper Fest planning committee',
      where: 'Hoboken, NJ and online',
      when: 'Monthly meetings',
      text: 'Plan our pepper-eating fundraiser: contestants, sponsors, prizes and the day itself.',
      image: illustration(pepperFestImage),
    },
    {
      title: 'Help build our technology',
      where: 'Remote',
      when: '10AM',
      text: 'Developers and designers: improve the website and the portal our applicants and donors use.',
      image: illustration(technologyImage),
    },
  ],
};

export const volunteerTestimonial = {
  title: 'Why Our Volunteers Come Back',
  quote: 'I came for one Saturday and stayed for two years. Watching a laptop I fixed go home with a student never gets old.',
  name: 'Nadia F.',
  role: 'Volunteer since 2023',
};
