import type * as English from './home';
import dropOffTile from './images/home/tile-drop-off.svg';
import sponsorTile from './images/home/tile-sponsor.svg';
import volunteerTile from './images/home/tile-volunteer.svg';

export const homeHero: typeof English.homeHero = {
  titlePart1: 'Transforme una vida',
  titlePart2: 'con la tecnología',
  description:
    'Recibimos computadoras donadas, las borramos, las reacondicionamos y las ponemos en manos de quienes las necesitan en New Jersey, la ciudad de Nueva York y Massachusetts.',
  actions: [
    { text: 'Done equipos electrónicos', to: '/es/donate' },
    { text: 'Conozca los programas', to: '/es/support' },
  ],
};

export const connectivityBanner: typeof English.connectivityBanner = {
  figure: '10,000,000',
  text: 'de horas de conexión brindadas',
};

export const donorLogoStrip: typeof English.donorLogoStrip = {
  title: 'Súmese a más de 180 donantes de computadoras.',
  intro: 'Empresas, escuelas y vecinos les dan una segunda vida a sus computadoras viejas con nosotros.',
  label: 'Logotipos de donantes',
  pauseLabel: 'Pausar la animación de logotipos',
  playLabel: 'Reproducir la animación de logotipos',
};

export const changeSteps: typeof English.changeSteps = {
  title: 'Sea parte del cambio',
  intro: 'Cada computadora que usted dona emprende un recorrido que termina con alguien conectado.',
  steps: [
    {
      title: 'Donación',
      description:
        'Done sus laptops, computadoras de escritorio y tabletas. Con diez equipos o más, la recogida es gratis; si son menos, puede entregarlos cerca de usted, y cada donación recibe un recibo deducible de impuestos.',
    },
    {
      title: 'Borrado certificado de datos',
      description:
        'Cada disco se borra según la norma NIST 800-88, con un certificado de destrucción de datos si usted lo pide. Lo que no se puede reutilizar se recicla de manera responsable.',
    },
    {
      title: 'Más de 400 aliados sin fines de lucro',
      description:
        'Las computadoras reacondicionadas llegan a las personas a través de una red de organizaciones sin fines de lucro que conocen sus comunidades y recomiendan a quienes las necesitan.',
    },
    {
      title: 'Oportunidad',
      description: 'Una computadora abre la puerta a las tareas escolares, las solicitudes de empleo, las consultas médicas a distancia y el contacto con la familia.',
    },
    {
      title: 'Un cambio real',
      description: 'Equipo por equipo, cerramos la brecha digital para las familias que se han quedado sin conexión.',
    },
  ],
};

export const recipientTestimonial: typeof English.recipientTestimonial = {
  title: 'En sus propias palabras',
  testimonial: {
    quote:
      'No usaba una computadora desde que la mía se descompuso hace años. Ahora busco trabajo en línea y hago videollamadas con mis nietos todos los domingos. Esta laptop me devolvió mi independencia.',
    attribution: 'Anónimo',
    date: 'marzo de 2024',
  },
  actions: [
    { text: 'Done computadoras', to: '/es/donate' },
    { text: 'Sea una organización aliada', to: '/es/partner', variant: 'secondary' },
  ],
};

export const getInvolved: typeof English.getInvolved = {
  title: 'Más formas de ayudar',
  cards: [
    {
      title: 'Patrocine el acceso digital',
      link: '/es/support',
      image: { src: sponsorTile, alt: '', width: 480, height: 320 },
    },
    {
      title: 'Sea un punto de entrega de desechos electrónicos',
      link: '/es/donate',
      image: { src: dropOffTile, alt: '', width: 480, height: 320 },
    },
    {
      title: 'Hágase voluntario',
      link: '/es/volunteer',
      image: { src: volunteerTile, alt: '', width: 480, height: 320 },
    },
  ],
};
