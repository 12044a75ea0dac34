// The Shield FAQ in Spanish: the English one's type and questions (faq.ts), links to the same pages.
import { siteName } from 'ui';
import { monthlyPrice } from './catalogue';
import { accountPaths } from './accountPaths';
import type { ShieldFaqContent } from './faq';

export const shieldFaq: ShieldFaqContent = {
  id: 'faq',
  title: 'Preguntas frecuentes',
  entries: [
    {
      question: '¿Por qué se llama Shield?',
      answer: [
        `Shield es el servicio de internet de ${siteName}. Su nombre, que significa “escudo” en inglés, es una promesa: proteger a las familias de los precios altos, los contratos y las revisiones de crédito que dejan a tantas personas sin conexión.`,
      ],
    },
    {
      question: '¿Quién puede obtener Shield?',
      answer: [
        'Cualquier persona de 18 años o más que viva en Estados Unidos. No hay requisito de ingresos ni revisión de crédito. Usted confirma que cumple los requisitos marcando una casilla antes de pagar.',
      ],
    },
    {
      question: '¿Dónde funciona Shield?',
      answer: [
        'Shield usa una red nacional 5G y 4G LTE y funciona en cualquier lugar de Estados Unidos donde llegue esa red. La velocidad depende de la señal en el lugar donde lo use.',
      ],
    },
    {
      question: '¿Cuánto tarda la entrega?',
      answer: [
        'Los hotspots llegan en unos 10 días hábiles, con envío gratis en EE. UU. Una tarjeta SIM sola se envía en 1-2 semanas.',
        'El router 5G está en preventa: su primer lote se agotó y la entrega puede tardar un par de meses. Su tarjeta SIM se envía por separado.',
      ],
    },
    {
      question: '¿Qué incluye el plan?',
      answer: [
        `Datos ilimitados por ${monthlyPrice} al mes, prepagados y facturados el día 1 de cada mes, sin contrato. La velocidad puede reducirse después de 100GB en un mes cuando la red está congestionada.`,
        'No hay reembolsos parciales. Si cancela, su servicio sigue activo hasta el final del ciclo de facturación y luego se detiene.',
      ],
    },
    {
      question: '¿El router 5G está bloqueado?',
      answer: [
        'No. El router 5G de Shield está desbloqueado: funciona con la tarjeta SIM de Shield que trae y con tarjetas SIM de otras compañías.',
      ],
    },
    {
      question: '¿Ofrecen soporte técnico?',
      answer: [
        'Sí. Use el botón de ayuda al pie de cualquier página o contáctenos de lunes a viernes, de 9 AM a 5 PM EST, y nuestro equipo le ayudará a instalar su equipo o resolver problemas.',
      ],
      link: { text: 'Contáctenos', to: '/contact' },
    },
    {
      question: '¿A dónde va mi dinero?',
      answer: [
        `El 100% de las ganancias de Shield va a ${siteName} y paga computadoras reacondicionadas y clases gratuitas de habilidades digitales para quienes las necesitan.`,
      ],
    },
    {
      question: '¿Cómo administro mi suscripción?',
      answer: [
        'Inicie sesión en su cuenta de Shield con el correo electrónico que usó para su pedido: le enviaremos un enlace para entrar. Allí puede ver el estado y el envío, descargar sus facturas, actualizar su tarjeta, cancelar o reactivar, y compartir su enlace de referido.',
      ],
      link: { text: 'Administre su suscripción', to: accountPaths.account },
    },
    {
      question: '¿Puedo comprar Shield al por mayor?',
      answer: [
        'Sí. Escuelas, organizaciones sin fines de lucro y empleadores pueden pedir Shield para las personas a las que sirven. Díganos cuántos equipos o tarjetas SIM necesita y le enviaremos una cotización.',
      ],
      link: { text: 'Pida una cotización al por mayor', to: '/contact' },
    },
  ],
};
