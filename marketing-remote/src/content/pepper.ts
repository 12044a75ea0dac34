import type { ImageAsset } from 'ui';
import carolinaReaper from './images/pepper/carolina-reaper.svg';
import dragonsBreath from './images/pepper/dragons-breath.svg';
import ghostPepper from './images/pepper/ghost-pepper.svg';
import type { PageHero } from './pageHero';

/** /pepper, /pepper.html and /Pepper-Fest: one screen. */
export const pepperHero: PageHero & { ticketsLabel: string; ticketsWithoutService: { text: string; to: string } } = {
  titlePart1: 'Pepper',
  titlePart2: 'Fest',
  description: 'The hottest fundraiser in Hoboken: watch brave contestants take on the world’s fiercest chili peppers, all to get computers to people who need them.',
  ticketsLabel: 'Buy Tickets',
  /** When the ticketing service is not set up: the team sells the tickets. */
  ticketsWithoutService: { text: 'Ask Us for Tickets', to: '/contact' },
};

export type EventFact = { label: string; value: string; dateTime?: string };

export const eventFacts: { title: string; facts: EventFact[] } = {
  title: 'Save the Date',
  facts: [
    { label: 'Date', value: 'Saturday, 5 October 2024', dateTime: '2024-10-05' },
    { label: 'Time', value: '1 PM – 5 PM EST' },
    { label: 'Place', value: 'Hoboken, NJ' },
    { label: 'Attendees', value: '300+ expected' },
  ],
};

export const schedule: { title: string; items: { time: string; dateTime: string; text: string }[] } = {
  title: 'Schedule',
  items: [
    { time: '1 PM', dateTime: '2024-10-05T13:00-04:00', text: 'Festival opens: food, music and games for the whole family.' },
    { time: '3 PM', dateTime: '2024-10-05T15:00-04:00', text: 'The pepper-eating competition begins: up to 20 rounds.' },
  ],
};

export const rules: { title: string; points: string[]; contestantNote: string } = {
  title: 'How the Competition Works',
  points: [
    'Each round, every contestant eats a whole chili pepper.',
    'No water and no milk.',
    'The peppers get hotter every round, for up to 20 rounds.',
    'The last contestant standing wins.',
  ],
  contestantNote: 'Only 30 contestant tickets are available.',
};

export type Pepper = { name: string; description: string; image: ImageAsset };

export const peppers: { title: string; items: Pepper[] } = {
  title: 'Meet the Peppers',
  items: [
    {
      name: 'Carolina Reaper',
      description: 'Long held the record as the world’s hottest pepper, with a fruity first bite and a brutal finish.',
      image: { src: carolinaReaper, alt: '', width: 240, height: 160 },
    },
    {
      name: 'Ghost Pepper',
      description: 'The bhut jolokia: a slow-building heat that keeps climbing long after the last bite.',
      image: { src: ghostPepper, alt: '', width: 240, height: 160 },
    },
    {
      name: 'Dragon’s Breath',
      description: 'A tiny pepper with a ferocious reputation, saved for the final rounds.',
      image: { src: dragonsBreath, alt: '', width: 240, height: 160 },
    },
  ],
};

export const prizes = {
  title: 'Prizes for the Last One Standing',
  text: 'The champion takes home the Pepper Fest trophy and bragging rights for a year, and every round survived raises money for computers for families in need.',
};

export const pepperDonation = {
  title: 'Can’t Take the Heat?',
  intro: 'Support the festival with a donation instead.',
};
