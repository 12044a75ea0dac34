import type { FormPageContent, FormPageName } from './formPages';

/** The Spanish form pages; `path` is each page's Spanish address. */
export const formPages: Record<FormPageName, FormPageContent> = {
  hotspot: {
    path: '/es/hotspot',
    titlePart1: 'Solicitud de',
    titlePart2: 'hotspot',
    description: 'Pida un hotspot móvil para que las personas a las que usted atiende puedan conectarse a internet en casa.',
    metaDescription: 'Pida a Digital Harbor un hotspot móvil de internet.',
    form: 'hotspot',
    related: { text: '¿Busca un plan para usted?', linkText: 'Vea el internet Shield', to: '/es/shield' },
  },
  nonprofitApplication: {
    path: '/es/nonprofitapplication',
    titlePart1: 'Solicitud para organizaciones',
    titlePart2: 'sin fines de lucro',
    description:
      'Solicite ser una organización aliada que recomienda participantes. Su organización debe estar ubicada y prestar servicios en New Jersey, la ciudad de Nueva York o Massachusetts; la fecha límite es el 15 de febrero.',
    metaDescription: 'Solicite ser una organización aliada sin fines de lucro de Digital Harbor.',
    form: 'nonprofitApplication',
    related: { text: '¿No sabe si su organización califica?', linkText: 'Lea los requisitos para organizaciones aliadas', to: '/es/partner' },
  },
  paperApplication: {
    path: '/es/paperapplication',
    titlePart1: 'Solicitud',
    titlePart2: 'en papel',
    description: 'Para el personal que ingresa una solicitud llenada en papel.',
    metaDescription: 'Ingrese una solicitud de computadora en papel para Digital Harbor.',
    form: 'paperApplication',
  },
  checkIn: {
    path: '/es/checkin',
    titlePart1: 'Registro de',
    titlePart2: 'asistencia',
    description: '¡Bienvenido! Registre su llegada a su clase, evento o turno de voluntariado.',
    metaDescription: 'Registre su llegada a una clase, un evento o un turno de voluntariado de Digital Harbor.',
    form: 'checkIn',
  },
  eligibility: {
    path: '/es/eligibility',
    titlePart1: 'Requisitos de',
    titlePart2: 'ingresos',
    description: 'Antes de presentar su solicitud, averigüe si su hogar cumple los requisitos de ingresos para recibir una computadora gratis.',
    metaDescription: 'Revise los requisitos de ingresos para recibir una computadora gratis de Digital Harbor.',
    form: 'incomeRequirement',
    related: { text: '¿Cumple los requisitos?', linkText: 'Solicite un equipo', to: '/es/apply' },
  },
  boardApplication: {
    path: '/es/boardapplication',
    titlePart1: 'Inscripción a la',
    titlePart2: 'junta directiva',
    description: 'Ayúdenos a orientar nuestro trabajo. Cuéntenos sobre usted y cómo le gustaría servir en nuestra junta directiva.',
    metaDescription: 'Inscríbase para servir en la junta directiva de Digital Harbor.',
    form: 'boardSignUp',
    related: { text: '¿Quiere saber quiénes forman parte hoy?', linkText: 'Conozca a nuestro equipo y a la junta', to: '/es/team' },
  },
};
