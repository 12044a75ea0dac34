import type * as English from './pepper';
import carolinaReaper from './images/pepper/carolina-reaper.svg';
import dragonsBreath from './images/pepper/dragons-breath.svg';
import ghostPepper from './images/pepper/ghost-pepper.svg';

export const pepperHero: typeof English.pepperHero = {
  titlePart1: 'Pepper',
  titlePart2: 'Fest',
  description:
    'La recaudación de fondos más picante de Hoboken: vea a valientes concursantes enfrentarse a los chiles más feroces del mundo, todo para que las computadoras lleguen a quienes las necesitan.',
  ticketsLabel: 'Compre sus entradas',
  ticketsWithoutService: { text: 'Pídanos entradas', to: '/es/contact' },
};

export const eventFacts: typeof English.eventFacts = {
  title: 'Reserve la fecha',
  facts: [
    { label: 'Fecha', value: 'Sábado 5 de octubre de 2024', dateTime: '2024-10-05' },
    { label: 'Hora', value: 'De 1 p. m. a 5 p. m. (hora del Este)' },
    { label: 'Lugar', value: 'Hoboken, NJ' },
    { label: 'Asistentes', value: 'Se esperan más de 300' },
  ],
};

export const schedule: typeof English.schedule = {
  title: 'Programa',
  items: [
    { time: '1 p. m.', dateTime: '2024-10-05T13:00-04:00', text: 'Abre el festival: comida, música y juegos para toda la familia.' },
    { time: '3 p. m.', dateTime: '2024-10-05T15:00-04:00', text: 'Empieza el concurso de comer chiles: hasta 20 rondas.' },
  ],
};

export const rules: typeof English.rules = {
  title: 'Cómo funciona el concurso',
  points: [
    'En cada ronda, cada concursante se come un chile entero.',
    'Sin agua y sin leche.',
    'Los chiles son más picantes en cada ronda, hasta 20 rondas.',
    'Gana quien quede al final.',
  ],
  contestantNote: 'Solo hay 30 entradas para concursantes.',
};

export const peppers: typeof English.peppers = {
  title: 'Conozca los chiles',
  items: [
    {
      name: 'Carolina Reaper',
      description: 'Durante mucho tiempo tuvo el récord del chile más picante del mundo, con un primer bocado afrutado y un final brutal.',
      image: { src: carolinaReaper, alt: '', width: 240, height: 160 },
    },
    {
      name: 'Ghost Pepper',
      description: 'El bhut jolokia: un picor que crece despacio y sigue subiendo mucho después del último bocado.',
      image: { src: ghostPepper, alt: '', width: 240, height: 160 },
    },
    {
      name: 'Dragon’s Breath',
      description: 'Un chile diminuto con una fama feroz, reservado para las rondas finales.',
      image: { src: dragonsBreath, alt: '', width: 240, height: 160 },
    },
  ],
};

export const prizes: typeof English.prizes = {
  title: 'Premios para quien aguante hasta el final',
  text: 'El campeón se lleva el trofeo de Pepper Fest y el derecho a presumirlo durante un año, y cada ronda superada recauda fondos para computadoras para familias que las necesitan.',
};

export const pepperDonation: typeof English.pepperDonation = {
  title: '¿No aguanta el picante?',
  intro: 'Apoye el festival con una donación.',
};
