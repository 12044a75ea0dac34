import type * as English from './ewasteDropOff';

export const dropOffHero: typeof English.dropOffHero = {
  titlePart1: 'Lugares de',
  titlePart2: 'entrega',
  description:
    'Se aceptan gratis laptops, teléfonos inteligentes y tabletas en más de 10,000 tiendas de envíos y farmacias de todo el país.',
};

export const dropOffSteps: typeof English.dropOffSteps = {
  title: 'Tres pasos para entregar su equipo',
  steps: [
    {
      title: 'Llene el formulario de donación',
      description: 'Díganos qué va a donar en nuestra página de donaciones.',
      link: { text: 'Ir al formulario de donación', to: '/es/donate' },
    },
    {
      title: 'Reciba su código QR',
      description: 'Le enviamos un código QR para su entrega. No tiene que imprimir etiquetas ni pagar nada.',
    },
    {
      title: 'Entregue el equipo en una caja',
      description: 'Ponga su equipo en una caja, llévelo a un lugar participante y muestre el código QR en el mostrador.',
    },
  ],
};

export const largeEquipment: typeof English.largeEquipment = {
  title: 'Computadoras de escritorio, monitores e impresoras',
  text: 'Los equipos más grandes van a nuestras propias instalaciones en Hoboken, New Jersey, y Waltham, Massachusetts. Comuníquese con nosotros y acordaremos una hora.',
  linkText: 'Consúltenos sobre equipos grandes',
  to: '/es/contact',
};

export const locatorSection: typeof English.locatorSection = {
  title: 'Encuentre un lugar cerca de usted',
  intro: 'Las tiendas de envíos y farmacias participantes, en el mapa.',
  mapLinkText: 'Abrir el mapa en una pestaña nueva',
  mapPlaceholder: 'Cargando el mapa… Si no aparece, use el enlace “Abrir el mapa en una pestaña nueva” de arriba.',
};
