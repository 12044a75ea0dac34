import type * as English from './uploadRecommendation';

export const uploadHero: typeof English.uploadHero = {
  // Short words: the hero's display size leaves no room for long ones on a phone.
  titlePart1: 'Recomiende',
  titlePart2: 'a un solicitante',
  description:
    'Gracias por recomendar a alguien para recibir una computadora. Su carta le dice a nuestro comité por qué este equipo es importante; súbala con el formulario de abajo.',
};

export const recommendationParameters: typeof English.recommendationParameters = ['Name_First', 'Name_Last', 'Name1_First', 'Name2_First', 'partner', 'email', 'ID'];

export const uploadFormSection: typeof English.uploadFormSection = {
  title: 'Suba su recomendación',
  forApplicant: (name) => `Usted está recomendando a ${name}.`,
  intro: 'Adjunte su carta como documento PDF o de Word.',
};
