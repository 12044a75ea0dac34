// The service terms in Spanish: the English ones' type (terms.ts), the same products per term.
import { monthlyPrice } from './catalogue';
import type { ServiceTermsContent } from './terms';

export const serviceTerms: ServiceTermsContent = {
  title: 'Términos del servicio',
  terms: [
    { text: `Prepagado: se cobran ${monthlyPrice} el día 1 de cada mes.`, products: ['hotspot', 'router', 'sim'] },
    { text: 'No hay reembolsos parciales por parte de un mes.', products: ['hotspot', 'router', 'sim'] },
    {
      text: 'Cancele cuando quiera: su servicio sigue activo hasta el final del ciclo de facturación y luego se detiene automáticamente.',
      products: ['hotspot', 'router', 'sim'],
    },
    {
      text: 'Devolución en un plazo de 14 días con reembolso total si el equipo está en su estado original; usted paga el envío de la devolución.',
      products: ['hotspot', 'router'],
    },
    { text: 'La velocidad puede reducirse después de 100GB en un mes cuando la red está congestionada.', products: ['hotspot', 'router', 'sim'] },
    {
      text: 'El router 5G está en preventa: el primer lote se agotó y aún no se sabe la fecha de envío; la entrega puede tardar un par de meses.',
      products: ['router'],
    },
  ],
};
