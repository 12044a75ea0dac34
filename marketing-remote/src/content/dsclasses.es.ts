import type * as English from './dsclasses';
import literacyImage from './images/dsclasses/course-digital-literacy.svg';
import pcBuildingImage from './images/dsclasses/course-pc-building.svg';

export const coursesSectionId = 'courses';

export const dsclassesHero: typeof English.dsclassesHero = {
  titlePart1: 'Cursos de',
  titlePart2: 'habilidades digitales',
  description: 'Clases prácticas y gratis que convierten una computadora nueva en nuevas posibilidades, para todas las edades.',
  viewCourses: 'Vea los cursos',
};

export const courses: typeof English.courses = {
  title: 'Nuestros cursos',
  intro: 'Dos formas de aprender, ambas en persona con nuestros instructores y voluntarios.',
  items: [
    {
      title: 'Clases para armar computadoras',
      facts: ['Gratis', '2 horas', 'De 13 a 18 años'],
      text: 'Los adolescentes desarman una computadora y la vuelven a armar: procesador, memoria, almacenamiento y fuente de poder; después instalan el sistema operativo y la ven encender.',
      image: { src: pcBuildingImage, alt: '', width: 480, height: 320 },
    },
    {
      title: 'Clases de habilidades y alfabetización digitales',
      facts: ['Gratis', 'Todas las edades', 'En persona'],
      text: 'Desde encender la computadora hasta protegerse en internet: equipos, programas, correo electrónico y herramientas de oficina, a su propio ritmo y con un instructor paciente.',
      image: { src: literacyImage, alt: '', width: 480, height: 320 },
    },
  ],
};

export const curriculum: typeof English.curriculum = {
  title: 'Un programa básico de 14 semanas',
  intro: 'El curso de alfabetización digital dura 14 semanas. Al terminarlo, usted recibe un certificado de finalización.',
  units: [
    { weeks: 'Semanas 1-2', topic: 'Conceptos básicos: los componentes, el mouse, el teclado y los archivos' },
    { weeks: 'Semanas 3-4', topic: 'Internet: navegar, buscar y evaluar las fuentes' },
    { weeks: 'Semanas 5-6', topic: 'Correo electrónico y videollamadas' },
    { weeks: 'Semanas 7-9', topic: 'Herramientas de oficina: documentos, hojas de cálculo y presentaciones' },
    { weeks: 'Semanas 10-11', topic: 'Seguridad en internet, contraseñas y privacidad' },
    { weeks: 'Semanas 12-14', topic: 'Búsqueda de empleo, servicios en línea y un proyecto final' },
  ],
};

export const hosts: typeof English.hosts = {
  title: 'Dónde se dan las clases',
  intro: 'Nuestras organizaciones aliadas ofrecen clases en la ciudad de Nueva York y el norte de New Jersey.',
  partners: [
    'Riverside Community Library, Manhattan',
    'Eastside Youth Alliance, Brooklyn',
    'Grand Concourse Senior Center, Bronx',
    'Palisade Family Services, Union City',
    'North Ward Family Center, Newark',
    'Harborview Community College, Jersey City',
  ],
  invitation: '¿A su organización le gustaría ofrecer una clase? Nosotros llevamos al instructor y las computadoras.',
  action: { text: 'Ofrezca una clase', to: '/es/contact' },
};
