import type { Statistic } from 'ui/statistics';
import { waysToHelpCards } from './waysToHelp';

export type Milestone = { when: string; title: string; text: string };

export const aboutHero = {
  titlePart1: 'Mission &',
  titlePart2: 'History',
  description:
    'Since 2019 Digital Harbor has turned donated computers into open doors for people left offline in New Jersey, New York City and Massachusetts.',
};

/** The About page's own figures; the Impact page reports a different set on purpose (spec §9). */
export const aboutStatistics: { title: string; items: Statistic[] } = {
  title: 'Our Work in Numbers',
  items: [
    { value: 5392, label: 'Computers donated' },
    { value: 69002, label: 'Pounds of e-waste recycled' },
    { value: 261, label: 'Digital skills classes' },
  ],
};

export const visionAndMission = {
  title: 'Vision and Mission',
  statements: [
    {
      title: 'Our Vision',
      text: 'A world where every person has the technology, the connection and the skills to take part in school, work, health care and family life.',
    },
    {
      title: 'Our Mission',
      text: 'We collect donated computers, erase them securely, refurbish them and place them with people in need through trusted non-profit partners, and we pair every device with affordable internet and digital skills classes.',
    },
  ],
};

export const history: { title: string; intro: string; milestones: Milestone[] } = {
  title: 'Our History',
  intro: 'From one garage workbench to two offices and three programs.',
  milestones: [
    {
      when: '2019',
      title: 'Digital Harbor is founded',
      text: 'A handful of volunteers start refurbishing laptops for students who could not join classes online.',
    },
    {
      when: '2021',
      title: 'An office in Hoboken, NJ',
      text: 'Our first home base gives donations a refurbishing floor and partners a place to pick up devices.',
    },
    {
      when: '2023',
      title: 'New programs',
      text: 'Digital skills classes and hotspot distribution join computer donation, so a device comes with a connection and the know-how to use it.',
    },
    {
      when: '2024',
      title: 'An office in Waltham, MA',
      text: 'A second office brings pickups, refurbishing and classes to Massachusetts.',
    },
    {
      when: 'Today',
      title: 'Growing with 400+ partners',
      text: 'Companies, schools and neighbours donate; non-profit partners nominate recipients; volunteers keep the work going.',
    },
  ],
};

export const howYouCanHelp = { title: 'How You Can Help', cards: waysToHelpCards };
