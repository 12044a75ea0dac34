import type * as English from './addContribution';

export const addContributionHero: typeof English.addContributionHero = {
  titlePart1: 'Agregue una',
  titlePart2: 'contribución',
  description:
    '¿Ya es donante? Aumente aquí su donación. Cada contribución se destina directamente a reacondicionar computadoras y conectar a las familias.',
};

export const contributionSection: typeof English.contributionSection = {
  title: 'Su contribución',
  intro: 'Elija una cantidad y con qué frecuencia quiere donar.',
};

export const otherWays: typeof English.otherWays = {
  text: '¿Prefiere donar una computadora?',
  linkText: 'Done computadoras',
  to: '/es/donate',
};
