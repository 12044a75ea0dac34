import type { ImageAsset } from 'ui';
import type * as English from './programs';
import classesImage from './images/programs/program-classes.svg';
import devicesImage from './images/programs/program-devices.svg';
import internetImage from './images/programs/program-internet.svg';
import { waysToHelpCards } from './waysToHelp.es';

export const programsHero: typeof English.programsHero = {
  titlePart1: 'Nuestros',
  titlePart2: 'programas',
  description: 'Una computadora, una conexión y las habilidades para usarlas: tres programas que funcionan juntos.',
  actions: [
    { text: 'Solicite un equipo', to: '/es/apply' },
    { text: 'Clases de habilidades digitales', to: '/es/dsclasses' },
  ],
};

const illustration = (src: string): ImageAsset => ({ src, alt: '', width: 480, height: 320 });

export const programs: typeof English.programs = {
  title: 'Lo que ofrecemos',
  items: [
    {
      title: 'Entrega de equipos',
      text: 'Laptops y computadoras de escritorio donadas, borradas de forma segura y reacondicionadas, se entregan gratis a personas de New Jersey, la ciudad de Nueva York y Massachusetts recomendadas por nuestras organizaciones aliadas.',
      image: illustration(devicesImage),
      action: { text: 'Solicite un equipo', to: '/es/apply' },
    },
    {
      title: 'Internet asequible con Shield',
      text: 'Internet 5G/4G prepagado e ilimitado por $14.89 al mes, con un hotspot, un router para el hogar o solo una tarjeta SIM. Sin contrato, sin verificación de crédito, y el 100% de las ganancias financia nuestra misión.',
      image: illustration(internetImage),
      action: { text: 'Conozca el internet Shield', to: '/es/shield' },
    },
    {
      title: 'Habilidades digitales básicas',
      text: 'Clases gratis sobre equipos, programas, correo electrónico y herramientas de oficina, desde armar computadoras para adolescentes hasta un curso de 14 semanas con certificado.',
      image: illustration(classesImage),
      action: { text: 'Vea las clases', to: '/es/dsclasses' },
    },
  ],
};

export const howItWorks: typeof English.howItWorks = {
  title: 'Cómo funciona',
  intro: 'La solicitud toma unos 10 minutos. Esto es lo que pasa después.',
  steps: [
    { title: 'Presente su solicitud en línea', text: 'Llene la solicitud e indique quién lo recomienda en una organización sin fines de lucro que lo conoce.' },
    { title: 'La persona que lo recomienda sube una recomendación', text: 'Le enviamos un enlace por correo electrónico; usted recibe noticias nuestras cuando su solicitud está completa.' },
    { title: 'Revisamos su solicitud', text: 'Verificamos que cumpla los requisitos. Puede haber un periodo de espera mientras llegan equipos.' },
    { title: 'Se entrega su equipo', text: 'Las computadoras aprobadas se envían a la organización que lo recomendó, donde usted recoge la suya.' },
    { title: 'Le damos seguimiento', text: 'Nos comunicamos con usted para asegurarnos de que la computadora siga marcando la diferencia.' },
  ],
  actions: [
    { text: 'Solicite un equipo', to: '/es/apply' },
    { text: 'Sea una organización aliada', to: '/es/partner' },
  ],
};

export const programsWaysToHelp: typeof English.programsWaysToHelp = { title: 'Participe', cards: waysToHelpCards };
