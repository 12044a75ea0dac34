import type * as English from './support';

export const supportHero: typeof English.supportHero = {
  titlePart1: 'Done hoy',
  titlePart2: 'Apoye nuestro trabajo',
  description:
    'Cada dólar nos ayuda a reacondicionar computadoras, dar clases de habilidades digitales y mantener conectadas a las familias en New Jersey, la ciudad de Nueva York y Massachusetts.',
};

export const supportReasons: typeof English.supportReasons = {
  title: 'Lo que logra su donación',
  points: [
    { figure: '10,000,000', text: 'de horas de conexión brindadas hasta ahora' },
    { figure: '400+', text: 'organizaciones aliadas sin fines de lucro que recomiendan a quienes reciben los equipos' },
    { figure: '180+', text: 'donantes de computadoras ya donan con nosotros' },
  ],
};

export const donationSection: typeof English.donationSection = {
  title: 'Haga una donación',
  intro: 'Done una sola vez o cada mes, de forma segura a través de nuestro aliado de donaciones.',
};
