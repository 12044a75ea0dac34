import type { ImageAsset } from 'ui';
import type * as English from './team';
import type { TeamMember } from './team';
import { coverage } from './press.es';
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

const photo = (src: string, name: string): ImageAsset => ({ src, alt: `Retrato de ${name}`, width: 240, height: 240 });

const member = (name: string, title: string, src: string, extra: Pick<TeamMember, 'company' | 'profileUrl'> = {}): TeamMember => ({
  name,
  title,
  photo: photo(src, name),
  ...extra,
});

export const teamHero: typeof English.teamHero = {
  titlePart1: 'Conozca a',
  titlePart2: 'nuestro equipo',
  description: 'El personal y la junta directiva que hacen que las computadoras donadas lleguen a quienes las necesitan.',
  teamButton: 'Nuestro equipo',
  boardButton: 'Nuestra junta',
};

export const teamSectionIds: typeof English.teamSectionIds = { team: 'team', board: 'board' };

export const team: typeof English.team = {
  title: 'Nuestro equipo',
  intro: 'Cuatro personas, dos oficinas, miles de computadoras al año.',
  members: [
    member('Amara Osei', 'Fundadora y directora ejecutiva', avatarAmara, { profileUrl: 'https://www.linkedin.com/in/amara-osei-digitalharbor' }),
    member('Daniel Okafor', 'Director de operaciones', avatarDaniel, { profileUrl: 'https://www.linkedin.com/in/daniel-okafor-digitalharbor' }),
    member('Julia Moreno', 'Gerente de programas', avatarJulia),
    member('Kevin Walsh', 'Jefe de reacondicionamiento, Waltham', avatarKevin),
  ],
};

export const board: typeof English.board = {
  title: 'Junta directiva',
  intro: 'Voluntarios que ponen su experiencia al servicio de nuestra misión.',
  members: [
    member('Elena Petrova', 'Presidenta', avatarElena, { company: 'Northgate Health Partners', profileUrl: 'https://www.linkedin.com/in/elena-petrova-board' }),
    member('Benjamin Hart', 'Tesorero', avatarBenjamin, { company: 'Hart & Lowe Accounting' }),
    member('Grace Liu', 'Secretaria', avatarGrace, { company: 'Brightline Software', profileUrl: 'https://www.linkedin.com/in/grace-liu-board' }),
    member('Farid Haddad', 'Miembro de la junta', avatarFarid, { company: 'Harborview Community College' }),
    member('Carmen Delgado', 'Miembro de la junta', avatarCarmen, { company: 'Palisade Credit Union', profileUrl: 'https://www.linkedin.com/in/carmen-delgado-board' }),
    member('Isaac Mensah', 'Miembro de la junta', avatarIsaac, { company: 'Meridian Cloud' }),
    member('Hannah Berg', 'Miembro de la junta', avatarHannah, { company: 'Berg Family Foundation' }),
    member('Leila Rahimi', 'Miembro de la junta', avatarLeila, { profileUrl: 'https://www.linkedin.com/in/leila-rahimi-board' }),
  ],
};

export const teamPressHighlights: typeof English.teamPressHighlights = {
  title: 'Destacados en la prensa',
  items: coverage.items,
  readMore: coverage.readMore,
  allPressLink: { text: 'Toda la cobertura de prensa', to: '/es/press' },
};
