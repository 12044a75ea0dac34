import type * as English from './impact';
import { externalLinks } from '../config/externalLinks';

export const impactHero: typeof English.impactHero = {
  titlePart1: 'Nuestro',
  titlePart2: 'impacto',
  description: 'Lo que las computadoras donadas, el internet asequible y las clases de habilidades digitales han cambiado para las personas a las que servimos.',
  actions: [
    { text: 'Apoye nuestro trabajo', to: '/es/support' },
    { text: 'Lea el informe de impacto 2023', href: externalLinks.impactReport2023 },
  ],
};

export const impactStory: typeof English.impactStory = {
  title: 'Una computadora, muchas puertas',
  paragraphs: [
    'Cuando una familia recibe su primera computadora que funciona, el cambio casi nunca se queda en una sola persona. Una madre termina una solicitud de empleo en la mesa de la cocina, un adolescente entrega la tarea a tiempo, una abuela ve a su médico por video en lugar de tomar dos autobuses.',
    'Cada equipo que entregamos fue donado, borrado de forma segura según la norma NIST 800-88 y reacondicionado por nuestro equipo y nuestros voluntarios. Nuestras organizaciones aliadas conocen sus comunidades y recomiendan a quienes más lo necesitan; nosotros damos seguimiento para asegurarnos de que la computadora siga marcando la diferencia.',
  ],
};

export const impactStatistics: typeof English.impactStatistics = [
  {
    title: 'Cerrando la brecha digital',
    items: [
      { value: 3607, label: 'Computadoras donadas' },
      { value: 2014800, suffix: '+', label: 'Horas de internet brindadas' },
      { value: 215, label: 'Clases de habilidades digitales' },
      { value: 55907, suffix: ' lb', label: 'Desechos electrónicos reciclados' },
    ],
  },
  {
    title: 'Cambiando vidas',
    items: [
      { value: 500, label: 'Empleos conseguidos' },
      { value: 2000, label: 'Estudiantes con acceso a clases en línea' },
      { value: 300, label: 'Personas en camino a la movilidad económica' },
      { value: 1000, label: 'Personas con acceso a consultas médicas a distancia' },
      { value: 1500, label: 'Horas de programas educativos' },
      { value: 400, label: 'Organizaciones aliadas sin fines de lucro' },
      { value: 100, label: 'Negocios apoyados' },
      { value: 5000, label: 'Horas de voluntariado' },
    ],
  },
];

export const impactNumbersTitle: typeof English.impactNumbersTitle = 'En cifras';

export const whoWeServe: typeof English.whoWeServe = {
  title: 'A quiénes servimos',
  intro: 'Nuestras organizaciones aliadas recomiendan a personas de cada uno de estos grupos.',
  groups: [
    'Familias de bajos ingresos',
    'Estudiantes y jóvenes',
    'Personas mayores',
    'Veteranos',
    'Inmigrantes y refugiados',
    'Personas con discapacidad',
    'Personas que buscan empleo',
    'Personas que salen de la cárcel',
    'Personas sin hogar',
    'Sobrevivientes de violencia doméstica',
  ],
};

export const impactTestimonials: typeof English.impactTestimonials = {
  title: 'En sus propias palabras',
  label: 'Testimonios',
  carouselLabels: {
    previous: 'Testimonio anterior',
    next: 'Testimonio siguiente',
    pause: 'Pausar la presentación automática',
    play: 'Iniciar la presentación automática',
    slide: (position, total) => `Testimonio ${position} de ${total}`,
  },
  items: [
    {
      id: 'marisol',
      quote: 'Con la laptop terminé en línea mi certificado de asistente médica. Empiezo mi nuevo trabajo el mes que viene.',
      name: 'Marisol T.',
      role: 'Recibió una computadora, Newark, NJ',
    },
    {
      id: 'dwayne',
      quote: 'Mis hijos hacían la tarea en mi teléfono. Ahora se turnan en una computadora de verdad y se nota en sus calificaciones.',
      name: 'Dwayne R.',
      role: 'Padre de familia, Bronx, NY',
    },
    {
      id: 'helen',
      quote: 'En la clase aprendí a usar el correo electrónico y las videollamadas. Ahora veo a mi médico y a mis nietos desde casa.',
      name: 'Helen K.',
      role: 'Graduada de habilidades digitales, Waltham, MA',
    },
    {
      id: 'north-ward',
      quote: 'Digital Harbor equipa a las familias con las que trabajamos, rápido y con dignidad. Cambió lo que nuestros programas pueden hacer.',
      name: 'Priya N.',
      role: 'Directora de programas, North Ward Family Center',
    },
    {
      id: 'arturo',
      quote: 'Los sábados reacondicionaba laptops aquí. Saber que cada una va a parar a manos de un vecino es lo que me hace volver.',
      name: 'Arturo B.',
      role: 'Voluntario, Hoboken, NJ',
    },
  ],
};

export const impactReports: typeof English.impactReports = {
  title: 'Informes de impacto',
  reportName: (year) => `Informe de impacto ${year}`,
  readReport: (year) => `Lea el informe ${year} (en inglés)`,
  intro: 'Nuestros informes anuales sobre equipos, conexiones, clases y finanzas.',
  reports: [{ year: 2023, url: externalLinks.impactReport2023 }, { year: 2022 }, { year: 2021 }],
  notOnline: 'No disponible en línea',
};

export const impactClosing: typeof English.impactClosing = {
  title: 'Ayúdenos a llegar a la próxima familia',
  text: 'Cada computadora donada y cada donación hacen que estas cifras sigan creciendo.',
  actions: [
    { text: 'Done computadoras', to: '/es/donate' },
    { text: 'Apoye nuestro trabajo', to: '/es/support' },
  ],
};
