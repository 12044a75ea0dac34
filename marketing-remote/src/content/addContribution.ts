import type { PageHero } from './pageHero';

export const addContributionHero: PageHero = {
  titlePart1: 'Add a',
  titlePart2: 'Contribution',
  description:
    'Already a donor? Add to your gift here. Every contribution goes straight to refurbishing computers and connecting families.',
};

export const contributionSection = {
  title: 'Your Contribution',
  intro: 'Choose an amount and how often to give.',
};

export const otherWays = {
  text: 'Want to give a computer instead?',
  linkText: 'Donate computers',
  to: '/donate',
};
