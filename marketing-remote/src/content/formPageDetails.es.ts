import type { FormPageName } from './formPages';
import type { FormPageDetails } from './formPageDetails';

export const formPageDetails: Record<FormPageName, FormPageDetails> = {
  hotspot: {
    description: 'Pida un hotspot móvil para que las personas a las que usted atiende puedan conectarse a internet en casa.',
    related: { text: '¿Busca un plan para usted?', linkText: 'Vea el internet Shield', to: '/es/shield' },
  },
  nonprofitApplication: {
    description: 'Solicite ser una organización aliada que recomienda participantes. Su organización debe estar ubicada y prestar servicios en New Jersey, la ciudad de Nueva York o Massachusetts; la fecha límite es el 15 de febrero.',
    related: { text: '¿No sabe si su organización califica?', linkText: 'Lea los requisitos para organizaciones aliadas', to: '/es/partner' },
  },
  paperApplication: {
    description: 'Para el personal que ingresa una solicitud llenada en papel.',
  },
  checkIn: {
    description: '¡Bienvenido! Registre su llegada a su clase, evento o turno de voluntariado.',
  },
  eligibility: {
    description: 'Antes de presentar su solicitud, averigüe si su hogar cumple los requisitos de ingresos para recibir una computadora gratis.',
    related: { text: '¿Cumple los requisitos?', linkText: 'Solicite un equipo', to: '/es/apply' },
  },
  boardApplication: {
    description: 'Ayúdenos a orientar nuestro trabajo. Cuéntenos sobre usted y cómo le gustaría servir en nuestra junta directiva.',
    related: { text: '¿Quiere saber quiénes forman parte hoy?', linkText: 'Conozca a nuestro equipo y a la junta', to: '/es/team' },
  },
};
