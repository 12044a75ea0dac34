import type * as English from './partner';

export const partnerHero: typeof English.partnerHero = {
  titlePart1: 'Alianzas',
  titlePart2: 'sin fines de lucro',
  description:
    'Súmese a más de 400 organizaciones sin fines de lucro aliadas que recomiendan a las personas que atienden para recibir una computadora gratis y ofrecen clases de habilidades digitales en sus comunidades.',
  applyLabel: 'Solicite ser aliada',
};

export const partnerWall: typeof English.partnerWall = {
  title: 'Nuestras organizaciones aliadas',
  intro: (count) => `${count} de las organizaciones que recomiendan a quienes reciben los equipos y ofrecen clases con nosotros.`,
};

export { partnerOrganisations } from './partnerOrganisations';

export const whyJoin: typeof English.whyJoin = {
  title: 'Por qué aliarse con nosotros',
  points: [
    'Computadoras reacondicionadas gratis para las personas que usted atiende, entregadas en su organización.',
    'Clases de habilidades digitales en su local, sin costo para usted.',
    'Internet asequible para sus participantes con Shield.',
    'Un proceso sencillo en línea: usted recomienda; nosotros revisamos, entregamos y damos seguimiento.',
  ],
};

export const requirements: typeof English.requirements = {
  title: 'Requisitos para organizaciones aliadas',
  points: [
    'Su organización ofrece servicios y tiene un local en New Jersey, la ciudad de Nueva York o Massachusetts.',
    'Su trabajo coincide con nuestra misión de cerrar la brecha digital.',
    'Puede demostrar que distribuirá los equipos de manera responsable.',
  ],
  deadline: 'La fecha límite para presentar solicitudes es el 15 de febrero. Las solicitudes que lleguen después pasan al siguiente ciclo.',
};

export const partnerFormSection: typeof English.partnerFormSection = {
  id: 'partner-application',
  title: 'Solicitud para organizaciones aliadas',
  intro: 'Cuéntenos sobre su organización y las personas a las que atiende.',
};
