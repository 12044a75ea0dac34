import type * as English from './powerUp';

export const powerUpHero: typeof English.powerUpHero = {
  titlePart1: 'Amplíe',
  titlePart2: 'su impacto',
  description: 'Gracias por apoyarnos. Confirme su donación abajo; ya llenamos los datos que conocemos, así que solo le tomará un momento.',
};

export const powerUpFormSection: typeof English.powerUpFormSection = {
  id: 'power-up-form',
  title: 'Confirme su donación',
  intro: 'Revise sus datos y complete el formulario.',
};

export const powerUpParameters: typeof English.powerUpParameters = ['donation', 'namefirst', 'namelast', 'donorid', 'email'];
