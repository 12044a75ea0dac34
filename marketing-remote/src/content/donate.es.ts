import type * as English from './donate';
import dropOffTile from './images/home/tile-drop-off.svg';
import sponsorTile from './images/home/tile-sponsor.svg';
import volunteerTile from './images/home/tile-volunteer.svg';

export const donateHero: typeof English.donateHero = {
  titlePart1: 'Done',
  titlePart2: 'su computadora',
  description:
    'Su laptop, computadora de escritorio o tableta vieja puede abrirle puertas a un estudiante, a alguien que busca trabajo o a una abuela. La borramos, la reacondicionamos y se la damos a quien la necesita.',
  donateNowLabel: 'Done ahora',
};

export const donationFlow: typeof English.donationFlow = {
  title: 'Cómo funciona su donación',
  intro: 'Llene el formulario de abajo una sola vez; nosotros nos encargamos del resto.',
  steps: [
    {
      title: 'Díganos qué tiene',
      description: 'Anote sus equipos en el formulario de donación. Toma unos minutos y sirve para una sola laptop o para toda una oficina.',
    },
    {
      title: 'Recogida o entrega',
      description: '¿Va a donar 10 equipos o más? Los recogemos gratis. ¿Menos de 10? Entréguelos en un lugar cerca de usted.',
    },
    {
      title: 'Borrado certificado de datos',
      description: 'Cada disco se borra según la norma NIST 800-88. Pida un certificado de destrucción de datos y se lo enviaremos.',
    },
    {
      title: 'Renovar o reciclar',
      description: 'Los equipos que funcionan se reacondicionan para un nuevo dueño; lo que no se puede reutilizar se recicla con aliados con certificación R2.',
    },
    {
      title: 'Su recibo',
      description: 'Usted recibe un recibo deducible de impuestos por su donación.',
    },
  ],
};

export const dropOffPointer: typeof English.dropOffPointer = {
  text: '¿Tiene menos de 10 equipos? Busque un lugar de entrega cerca de usted.',
  linkText: 'Vea los lugares de entrega',
  to: '/es/ewastedropoff',
};

export const donationFormSection: typeof English.donationFormSection = {
  id: 'donation-form',
  title: 'Formulario de donación de equipos electrónicos',
  intro: 'Cuéntenos sobre sus equipos y cómo prefiere entregarlos.',
};

export const moreWaysToHelp: typeof English.moreWaysToHelp = {
  title: 'Más formas de ayudar',
  cards: [
    { title: 'Apoye nuestro trabajo', link: '/es/support', image: { src: sponsorTile, alt: '', width: 480, height: 320 } },
    { title: 'Organice una colecta de computadoras', link: '/es/contact', image: { src: dropOffTile, alt: '', width: 480, height: 320 } },
    { title: 'Hágase voluntario', link: '/es/volunteer', image: { src: volunteerTile, alt: '', width: 480, height: 320 } },
  ],
};
