import type { ImageAsset } from 'ui';
import type * as English from './volunteer';
import { externalLinks } from '../config/externalLinks';
import pepperFestImage from './images/volunteer/pepper-fest.svg';
import refurbishImage from './images/volunteer/refurbish.svg';
import technologyImage from './images/volunteer/technology.svg';
import translateImage from './images/volunteer/translate.svg';

export const volunteerHero: typeof English.volunteerHero = {
  titlePart1: 'Sea voluntario',
  titlePart2: 'con nosotros',
  description: 'El voluntariado está abierto a todos, en persona o a distancia. No necesita experiencia: le enseñamos lo que hace falta.',
  actions: [
    { text: 'Inscríbase como voluntario', href: externalLinks.volunteerSignUp, newTab: true },
    { text: 'Comuníquese con nosotros', to: '/es/contact' },
  ],
};

const illustration = (src: string): ImageAsset => ({ src, alt: '', width: 480, height: 320 });

export const opportunities: typeof English.opportunities = {
  title: 'Oportunidades actuales',
  whereLabel: 'Dónde',
  whenLabel: 'Cuándo',
  intro: 'Elija lo que mejor se adapte a su tiempo y sus habilidades; inscríbase en nuestro sitio de voluntariado.',
  signUp: { text: 'Inscríbase como voluntario', href: externalLinks.volunteerSignUp, newTab: true },
  items: [
    {
      title: 'Reacondicionar laptops',
      where: 'En persona, Hoboken, NJ',
      when: 'Entre semana y los sábados',
      text: 'Pruebe, limpie y prepare laptops donadas para sus nuevos dueños. Le enseñamos cómo.',
      image: illustration(refurbishImage),
    },
    {
      title: 'Traducir un documento al español',
      where: 'A distancia',
      when: 'Cuando usted pueda',
      text: 'Ayude a los solicitantes a leer en español nuestra guía de solicitud.',
      image: illustration(translateImage),
    },
    {
      title: 'Formar parte del comité organizador de Pepper Fest',
      where: 'Hoboken, NJ y en línea',
      when: 'Reuniones mensuales',
      text: 'Organice nuestra recaudación de fondos con chiles picantes: concursantes, patrocinadores, premios y el gran día.',
      image: illustration(pepperFestImage),
    },
    {
      title: 'Ayudar a desarrollar nuestra tecnología',
      where: 'A distancia',
      when: '10 a. m.',
      text: 'Desarrolladores y diseñadores: mejoren el sitio web y el portal que usan nuestros solicitantes y donantes.',
      image: illustration(technologyImage),
    },
  ],
};

export const volunteerTestimonial: typeof English.volunteerTestimonial = {
  title: 'Por qué vuelven nuestros voluntarios',
  quote: 'Vine un sábado y me quedé dos años. Ver que una laptop que arreglé se va a casa con un estudiante es algo que nunca deja de emocionarme.',
  name: 'Nadia F.',
  role: 'Voluntaria desde 2023',
};
