import type { CallToAction, ImageAsset } from 'ui';
import classesImage from './images/programs/program-classes.svg';
import devicesImage from './images/programs/program-devices.svg';
import internetImage from './images/programs/program-internet.svg';
import { waysToHelpCards } from './waysToHelp';

export type Program = { title: string; text: string; image: ImageAsset; action: CallToAction };

export const programsHero: { titlePart1: string; titlePart2: string; description: string; actions: CallToAction[] } = {
  titlePart1: 'Our',
  titlePart2: 'Programs',
  description: 'A computer, a connection and the skills to use them: three programs that work together.',
  actions: [
    { text: 'Apply for a Device', to: '/apply' },
    { text: 'Digital Skills Classes', to: '/dsclasses' },
  ],
};

const illustration = (src: string): ImageAsset => ({ src, alt: '', width: 480, height: 320 });

export const programs: { title: string; items: Program[] } = {
  title: 'What We Offer',
  items: [
    {
      title: 'Device Distribution',
      text: 'Donated laptops and desktops, securely erased and refurbished, go free of charge to people in New Jersey, New York City and Massachusetts, nominated by our non-profit partners.',
      image: illustration(devicesImage),
      action: { text: 'Apply for a Device', to: '/apply' },
    },
    {
      title: 'Affordable Internet with Shield',
      text: 'Unlimited prepaid 5G/4G internet for $14.89 a month with a hotspot, a home router or a SIM card alone. No contract, no credit check, and 100% of profits fund our mission.',
      image: illustration(internetImage),
      action: { text: 'Explore Shield Internet', to: '/shield' },
    },
    {
      title: 'Foundational Digital Skills',
      text: 'Free classes teach hardware, software, email and office tools, from PC building for teens to a 14-week course with a certificate.',
      image: illustration(classesImage),
      action: { text: 'See the Classes', to: '/dsclasses' },
    },
  ],
};

export const howItWorks: { title: string; intro: string; steps: { title: string; text: string }[]; actions: CallToAction[] } = {
  title: 'How It Works',
  intro: 'Applying takes about 10 minutes. Here is what happens next.',
  steps: [
    { title: 'Apply online', text: 'Fill in the application and name a recommender from a non-profit that knows you.' },
    { title: 'Your recommender uploads a recommendation', text: 'We email them a link; you hear from us when your application is complete.' },
    { title: 'We review your application', text: 'We check eligibility. There may be a waiting period while devices come in.' },
    { title: 'Your device is delivered', text: 'Approved computers go to your nominating non-profit, where you pick yours up.' },
    { title: 'We follow up', text: 'We check in to make sure the computer keeps making a difference.' },
  ],
  actions: [
    { text: 'Apply for a Device', to: '/apply' },
    { text: 'Become a Partner', to: '/partner' },
  ],
};

export const programsWaysToHelp = { title: 'Get Involved', cards: waysToHelpCards };
