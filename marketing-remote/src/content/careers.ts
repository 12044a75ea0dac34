import type { CallToAction } from 'ui';
import { externalLinks } from '../config/externalLinks';

export const careersHero: { titlePart1: string; titlePart2: string; description: string; actions: CallToAction[] } = {
  titlePart1: 'Careers at',
  titlePart2: 'Digital Harbor',
  description: 'Help close the digital divide with a small team that sees the difference it makes every day.',
  actions: [{ text: 'See Open Positions', href: externalLinks.careersSite, newTab: true }],
};

export const whyWorkWithUs = {
  title: 'Why Work With Us',
  reasons: [
    { title: 'Work that matters', text: 'Every computer you help refurbish, every class you help run, reaches a real person in our community.' },
    { title: 'Learn by doing', text: 'From hardware to logistics to teaching, a small team means you grow across many kinds of work.' },
    { title: 'Two offices, flexible days', text: 'Work from Hoboken, NJ or Waltham, MA, with remote days where the role allows.' },
    { title: 'A welcoming team', text: 'Staff, volunteers and partners from every background, who care about doing this right.' },
  ],
};

export const hiring = {
  title: 'How to Apply',
  text: 'Our open positions and internships are listed on our careers site, with the steps to apply for each. We answer every application.',
  actions: [{ text: 'Visit Our Careers Site', href: externalLinks.careersSite, newTab: true }] satisfies CallToAction[],
};

export const otherWays: { title: string; text: string; actions: CallToAction[] } = {
  title: 'Not Looking for a Job?',
  text: 'Give your time as a volunteer, or your experience on our board.',
  actions: [
    { text: 'Volunteer', to: '/volunteer' },
    { text: 'Join Our Board', to: '/boardapplication' },
  ],
};
