import type { PageHero } from './pageHero';

export const powerUpHero: PageHero = {
  titlePart1: 'Power Up',
  titlePart2: 'Your Impact',
  description:
    'Thank you for standing with us. Confirm your gift below; we have filled in what we already know so it only takes a moment.',
};

export const powerUpFormSection = {
  id: 'power-up-form',
  title: 'Confirm Your Gift',
  intro: 'Check your details and complete the form.',
};

/** The query parameters the page reads and hands on to its form, under the same names. */
export const powerUpParameters = ['donation', 'namefirst', 'namelast', 'donorid', 'email'] as const;
