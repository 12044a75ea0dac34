import type * as English from './about';
import { waysToHelpCards } from './waysToHelp.es';

export const aboutHero: typeof English.aboutHero = {
  titlePart1: 'Misión e',
  titlePart2: 'historia',
  description:
    'Desde 2019, Digital Harbor convierte computadoras donadas en puertas abiertas para las personas que se han quedado sin conexión en New Jersey, la ciudad de Nueva York y Massachusetts.',
};

export const aboutStatistics: typeof English.aboutStatistics = {
  title: 'Nuestro trabajo en cifras',
  items: [
    { value: 5392, label: 'Computadoras donadas' },
    { value: 69002, label: 'Libras de desechos electrónicos recicladas' },
    { value: 261, label: 'Clases de habilidades digitales' },
  ],
};

export const visionAndMission: typeof English.visionAndMission = {
  title: 'Visión y misión',
  statements: [
    {
      title: 'Nuestra visión',
      text: 'Un mundo donde todas las personas tengan la tecnología, la conexión y las habilidades para participar en la escuela, el trabajo, la atención médica y la vida familiar.',
    },
    {
      title: 'Nuestra misión',
      text: 'Recibimos computadoras donadas, las borramos de forma segura, las reacondicionamos y las entregamos a personas que las necesitan a través de organizaciones aliadas de confianza, y acompañamos cada equipo con internet asequible y clases de habilidades digitales.',
    },
  ],
};

export const history: typeof English.history = {
  title: 'Nuestra historia',
  intro: 'De una mesa de trabajo en un garaje a dos oficinas y tres programas.',
  milestones: [
    {
      when: '2019',
      title: 'Nace Digital Harbor',
      text: 'Un puñado de voluntarios empieza a reacondicionar laptops para estudiantes que no podían tomar clases en línea.',
    },
    {
      when: '2021',
      title: 'Una oficina en Hoboken, NJ',
      text: 'Nuestra primera sede les da a las donaciones un taller de reacondicionamiento y a las organizaciones aliadas un lugar para recoger los equipos.',
    },
    {
      when: '2023',
      title: 'Nuevos programas',
      text: 'Las clases de habilidades digitales y la entrega de hotspots se suman a la donación de computadoras, para que cada equipo llegue con conexión y con los conocimientos para usarlo.',
    },
    {
      when: '2024',
      title: 'Una oficina en Waltham, MA',
      text: 'Una segunda oficina lleva la recogida de equipos, el reacondicionamiento y las clases a Massachusetts.',
    },
    {
      when: 'Hoy',
      title: 'Creciendo con más de 400 aliados',
      text: 'Empresas, escuelas y vecinos donan; las organizaciones aliadas recomiendan a quienes recibirán los equipos; los voluntarios mantienen vivo el trabajo.',
    },
  ],
};

export const howYouCanHelp: typeof English.howYouCanHelp = { title: 'Cómo puede ayudar', cards: waysToHelpCards };
