import type * as English from './apply';

export const applyHero: typeof English.applyHero = {
  titlePart1: 'Solicite',
  titlePart2: 'un equipo',
  description:
    'Computadoras reacondicionadas gratis para personas que las necesitan en New Jersey, la ciudad de Nueva York y Massachusetts, recomendadas por una organización sin fines de lucro que las conoce. La solicitud toma unos 10 minutos.',
  applyLabel: 'Solicite un equipo',
};

export const digitalDivide: typeof English.digitalDivide = {
  figure: '41%',
  text: 'de los adultos de bajos ingresos en los Estados Unidos no tiene una computadora de escritorio ni una laptop.',
};

export const applicationProcess: typeof English.applicationProcess = {
  title: 'El proceso de solicitud',
  intro: 'Esto es lo que pasa después de que usted presenta su solicitud. Puede haber un periodo de espera mientras llegan equipos disponibles.',
  steps: [
    'Presente su solicitud en línea e indique quién lo recomienda en la organización sin fines de lucro que lo propone.',
    'La persona que lo recomienda recibe un correo electrónico de nosotros y sube una recomendación.',
    'Le avisamos en cuanto su solicitud esté completa.',
    'Nuestro comité revisa si su solicitud cumple los requisitos.',
    'Los equipos aprobados se entregan a la organización que lo recomendó, donde usted recoge el suyo.',
    'Nos comunicamos con usted para saber cómo le está ayudando su computadora.',
  ],
};

export const eligibility: typeof English.eligibility = {
  title: 'Quién puede presentar una solicitud',
  points: [
    'Usted vive en New Jersey, la ciudad de Nueva York o Massachusetts.',
    'Una organización sin fines de lucro que lo conoce puede recomendarlo.',
    'Su hogar cumple los requisitos de ingresos.',
  ],
  linkText: 'Revise los requisitos de ingresos',
  to: '/es/eligibility',
};

export const applicationFormSection: typeof English.applicationFormSection = {
  id: 'application-form',
  title: 'Solicitud de computadora',
  intro: 'Antes de empezar, tenga a mano el nombre y el correo electrónico de la persona que lo recomienda.',
};
