import type { ImageAsset } from 'ui';
import { coverage } from './press';
import avatarAmara from './images/team/amara-osei.svg';
import avatarBenjamin from './images/team/benjamin-hart.svg';
import avatarCarmen from './images/team/carmen-delgado.svg';
import avatarDaniel from './images/team/daniel-okafor.svg';
import avatarElena from './images/team/elena-petrova.svg';
import avatarFarid from './images/team/farid-haddad.svg';
import avatarGrace from './images/team/grace-liu.svg';
import avatarHannah from './images/team/hannah-berg.svg';
import avatarIsaac from './images/team/isaac-mensah.svg';
import avatarJulia from './images/team/julia-moreno.svg';
import avatarKevin from './images/team/kevin-walsh.svg';
import avatarLeila from './images/team/leila-rahimi.svg';

export type TeamMember = {
  name: string;
  title: string;
  company?: string;
  /** An external profile (e.g. LinkedIn), opened in a new tab. */
  profileUrl?: string;
  photo: ImageAsset;
};

const photo = (src: string, name: string): ImageAsset => ({ src, alt: `Portrait of ${name}`, width: 240, height: 240 });

const member = (name: string, title: string, src: string, extra: Pick<TeamMember, 'company' | 'profileUrl'> = {}): TeamMember => ({
  name,
  title,
  photo: photo(src, name),
  ...extra,
});

export const teamHero = {
  titlePart1: 'Meet Our',
  titlePart2: 'Team',
  description: 'The staff and board who keep donated computers moving to the people who need them.',
  teamButton: 'Our Team',
  boardButton: 'Our Board',
};

/** Section ids the hero buttons scroll to. */
export const teamSectionIds = { team: 'team', board: 'board' } as const;

export const team: { title: string; intro: string; members: TeamMember[] } = {
  title: 'Our Team',
  intro: 'Four people, two offices, thousands of computers a year.',
  members: [
    member('Amara Osei', 'Founder & Executive Director', avatarAmara, { profileUrl: 'https://www.linkedin.com/in/amara-osei-digitalharbor' }),
    member('Daniel Okafor', 'Director of Operations', avatarDaniel, { profileUrl: 'https://www.linkedin.com/in/daniel-okafor-digitalharbor' }),
    member('Julia Moreno', 'Programs Manager', avatarJulia),
    member('Kevin Walsh', 'Refurbishing Lead, Waltham', avatarKevin),
  ],
};

export const board: { title: string; intro: string; members: TeamMember[] } = {
  title: 'Board of Directors',
  intro: 'Volunteers who lend their experience to our mission.',
  members: [
    member('Elena Petrova', 'Chair', avatarElena, { company: 'Northgate Health Partners', profileUrl: 'https://www.linkedin.com/in/elena-petrova-board' }),
    member('Benjamin Hart', 'Treasurer', avatarBenjamin, { company: 'Hart & Lowe Accounting' }),
    member('Grace Liu', 'Secretary', avatarGrace, { company: 'Brightline Software', profileUrl: 'https://www.linkedin.com/in/grace-liu-board' }),
    member('Farid Haddad', 'Board Member', avatarFarid, { company: 'Harborview Community College' }),
    member('Carmen Delgado', 'Board Member', avatarCarmen, { company: 'Palisade Credit Union', profileUrl: 'https://www.linkedin.com/in/carmen-delgado-board' }),
    member('Isaac Mensah', 'Board Member', avatarIsaac, { company: 'Meridian Cloud' }),
    member('Hannah Berg', 'Board Member', avatarHannah, { company: 'Berg Family Foundation' }),
    member('Leila Rahimi', 'Board Member', avatarLeila, { profileUrl: 'https://www.linkedin.com/in/leila-rahimi-board' }),
  ],
};

/** The six coverage items of the Press page, shown again under the board. */
export const teamPressHighlights = {
  title: 'Press Highlights',
  items: coverage.items,
  readMore: coverage.readMore,
  allPressLink: { text: 'All press coverage', to: '/press' },
};
