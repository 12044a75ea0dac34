import type * as English from './careers';
import { externalLinks } from '../config/externalLinks';

export const careersHero: typeof English.careersHero = {
  titlePart1: 'Trabaje en',
  titlePart2: 'Digital Harbor',
  description: 'Ayude a cerrar la brecha digital con un equipo pequeño que ve todos los días la diferencia que hace.',
  actions: [{ text: 'Vea los puestos disponibles', href: externalLinks.careersSite, newTab: true }],
};

export const whyWorkWithUs: typeof English.whyWorkWithUs = {
  title: 'Por qué trabajar con nosotros',
  reasons: [
    { title: 'Un trabajo que importa', text: 'Cada computadora que ayuda a reacondicionar y cada clase que ayuda a dar llegan a una persona real de nuestra comunidad.' },
    { title: 'Aprender haciendo', text: 'De los equipos a la logística y la enseñanza: en un equipo pequeño, usted crece en muchos tipos de trabajo.' },
    { title: 'Dos oficinas, días flexibles', text: 'Trabaje desde Hoboken, NJ o Waltham, MA, con días a distancia cuando el puesto lo permite.' },
    { title: 'Un equipo acogedor', text: 'Personal, voluntarios y aliados de todos los orígenes, a quienes les importa hacer bien este trabajo.' },
  ],
};

export const hiring: typeof English.hiring = {
  title: 'Cómo presentar su solicitud',
  text: 'Nuestros puestos disponibles y pasantías aparecen en nuestro sitio de empleos, con los pasos para solicitar cada uno. Respondemos a todas las solicitudes.',
  actions: [{ text: 'Visite nuestro sitio de empleos', href: externalLinks.careersSite, newTab: true }],
};

export const otherWays: typeof English.otherWays = {
  title: '¿No busca empleo?',
  text: 'Dedique su tiempo como voluntario o aporte su experiencia en nuestra junta directiva.',
  actions: [
    { text: 'Hágase voluntario', to: '/es/volunteer' },
    { text: 'Únase a nuestra junta', to: '/es/boardapplication' },
  ],
};
