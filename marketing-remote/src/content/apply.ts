import type { PageHero } from './pageHero';

export const applyHero: PageHero & { applyLabel: string } = {
  titlePart1: 'Apply for',
  titlePart2: 'a Device',
  description:
    'Free refurbished computers for people in need in New Jersey, New York City and Massachusetts, nominated by a non-profit that knows them. The application takes about 10 minutes.',
  applyLabel: 'Apply for a Device',
};

export const digitalDivide = {
  figure: '41%',
  text: 'of lower-income adults in the United States do not own a desktop or laptop computer.',
};

/** The applicant's path, told as prose (no status names: those belong to the portal). */
export const applicationProcess: { title: string; intro: string; steps: string[] } = {
  title: 'The Application Process',
  intro: 'Here is what happens after you apply. There may be a waiting period while devices become available.',
  steps: [
    'Apply online and name a recommender from the non-profit that nominates you.',
    'Your recommender gets an email from us and uploads a recommendation.',
    'We let you know as soon as your application is complete.',
    'Our committee reviews your application for eligibility.',
    'Approved devices are delivered to your nominating non-profit, where you pick yours up.',
    'We follow up with you to see how your computer is helping.',
  ],
};

export const eligibility = {
  title: 'Who Can Apply',
  points: [
    'You live in New Jersey, New York City or Massachusetts.',
    'A non-profit organisation that knows you can recommend you.',
    'Your household meets the income requirements.',
  ],
  linkText: 'Check the income requirements',
  to: '/eligibility',
};

export const applicationFormSection = {
  id: 'application-form',
  title: 'Computer Application',
  intro: 'Have your recommender’s name and email ready before you start.',
};
