import type { PageHero } from './pageHero';

/** /support and /give: one screen. */
export const supportHero: PageHero = {
  titlePart1: 'Donate Today',
  titlePart2: 'Fund Our Work',
  description:
    'Every dollar helps us refurbish computers, run digital skills classes and keep families connected in New Jersey, New York City and Massachusetts.',
};

export const supportReasons: { title: string; points: { figure: string; text: string }[] } = {
  title: 'What Your Gift Does',
  points: [
    { figure: '10,000,000', text: 'hours of connectivity provided so far' },
    { figure: '400+', text: 'non-profit partners who nominate recipients' },
    { figure: '180+', text: 'computer donors already give with us' },
  ],
};

export const donationSection = {
  title: 'Make a Donation',
  intro: 'Give once or every month, securely through our donation partner.',
};
