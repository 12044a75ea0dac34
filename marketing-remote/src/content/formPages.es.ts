import type { FormPageContent, FormPageName } from './formPages';

/** The Spanish form pages; `path` is each page's Spanish address. */
export const formPages: Record<FormPageName, FormPageContent> = {
  hotspot: {
    path: '/es/hotspot',
    titlePart1: 'Solicitud de',
    titlePart2: 'hotspot',
    metaDescription: 'Pida a Digital Harbor un hotspot móvil de internet.',
    form: 'hotspot',
  },
  nonprofitApplication: {
    path: '/es/nonprofitapplication',
    titlePart1: 'Solicitud de',
    titlePart2: 'alianza',
    metaDescription: 'Solicite ser una organización aliada sin fines de lucro de Digital Harbor.',
    form: 'nonprofitApplication',
  },
  paperApplication: {
    path: '/es/paperapplication',
    titlePart1: 'Solicitud',
    titlePart2: 'en papel',
    metaDescription: 'Ingrese una solicitud de computadora en papel para Digital Harbor.',
    form: 'paperApplication',
  },
  checkIn: {
    path: '/es/checkin',
    titlePart1: 'Registro de',
    titlePart2: 'asistencia',
    metaDescription: 'Registre su llegada a una clase, un evento o un turno de voluntariado de Digital Harbor.',
    form: 'checkIn',
  },
  eligibility: {
    path: '/es/eligibility',
    titlePart1: 'Requisitos de',
    titlePart2: 'ingresos',
    metaDescription: 'Revise los requisitos de ingresos para recibir una computadora gratis de Digital Harbor.',
    form: 'incomeRequirement',
  },
  boardApplication: {
    path: '/es/boardapplication',
    titlePart1: 'Inscripción a la',
    titlePart2: 'junta directiva',
    metaDescription: 'Inscríbase para servir en la junta directiva de Digital Harbor.',
    form: 'boardSignUp',
  },
};
