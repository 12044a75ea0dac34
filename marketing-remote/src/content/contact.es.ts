import type * as English from './contact';

export const contactHero: typeof English.contactHero = {
  titlePart1: 'Comuníquese',
  titlePart2: 'con nosotros',
  description: '¿Tiene preguntas sobre cómo donar, presentar una solicitud, ser una organización aliada o hacerse voluntario? Con gusto le ayudamos.',
};

export const contactHours: typeof English.contactHours = {
  title: 'Horario de oficina',
  days: 'Lunes a viernes',
  time: 'De 9:00 a 5:00 (hora del Este)',
  offices: ['Hoboken, New Jersey', 'Waltham, Massachusetts'],
  officesIn: (offices) => `Oficinas en ${offices.join(' y ')}`,
};

export const helpCenterPointer: typeof English.helpCenterPointer = {
  title: 'Respuestas rápidas',
  text: '¿Busca una respuesta rápida? Use el botón de Ayuda que aparece en la esquina de cada página para buscar en nuestro centro de ayuda o iniciar una conversación.',
};

export const inquiryFormSection: typeof English.inquiryFormSection = {
  title: 'Envíenos un mensaje',
  intro: 'Llene el formulario y nuestro equipo le responderá.',
};
