// The landing page's texts in Spanish: the English ones' type (shield.ts), with the same figures, names and prices.
import { siteName } from 'ui';
import { monthlyPrice } from './catalogue';
import { catalogueText } from './catalogueText.es';
import { shieldFaq } from './faq.es';
import type { ShieldLandingContent } from './shield';
import howItWorksImage from './images/how-it-works.svg';
import hotspotImage from './images/hotspot.svg';
import bayColonyNewsLogo from './images/press/bay-colony-news.svg';
import gardenStateLedgerLogo from './images/press/garden-state-ledger.svg';
import harborGazetteLogo from './images/press/harbor-gazette.svg';
import metroTechLogo from './images/press/metro-tech.svg';
import routerImage from './images/router.svg';
import simCardImage from './images/sim-card.svg';

export const shieldLanding: ShieldLandingContent = {
  hero: {
    titlePart1: 'Internet ilimitado.',
    titlePart2: 'El precio mensual más bajo del país. Sin ataduras.',
    description: `Shield es internet prepagado 5G/4G por ${monthlyPrice} al mes, y cada dólar de ganancia paga las computadoras y clases gratuitas de ${siteName}.`,
    connectLabel: 'Conéctese ahora',
  },
  press: {
    label: 'Aparecimos en',
    logos: [
      { src: harborGazetteLogo, alt: 'Harbor Gazette', width: 180, height: 40 },
      { src: metroTechLogo, alt: 'Metro Tech', width: 180, height: 40 },
      { src: gardenStateLedgerLogo, alt: 'The Garden State Ledger', width: 180, height: 40 },
      { src: bayColonyNewsLogo, alt: 'Bay Colony News', width: 180, height: 40 },
    ],
  },
  features: {
    id: 'features',
    title: '¿Por qué Shield?',
    features: [
      {
        title: 'Sin contrato y sin revisión de crédito',
        description: 'Prepagado mes a mes. Cancele cuando quiera: su servicio sigue activo hasta el final del ciclo de facturación.',
      },
      {
        title: 'Alta velocidad',
        description: '5G y 4G LTE en una red nacional, con la velocidad que necesita para la escuela, el trabajo y las videollamadas.',
      },
      {
        title: 'Realmente ilimitado',
        description: 'Sin límite de datos. La velocidad puede reducirse después de 100GB en un mes, solo cuando la red está congestionada.',
      },
      {
        title: `Solo ${monthlyPrice}/mes`,
        description: 'El precio mensual más bajo del país, facturado el día 1 de cada mes.',
      },
      {
        title: 'Donamos el 100% de las ganancias',
        description: `Cada dólar de ganancia va a ${siteName} para poner computadoras reacondicionadas en manos de quienes las necesitan.`,
      },
    ],
    buyLabel: 'Comprar ahora',
  },
  howItWorks: {
    id: 'how-it-works',
    title: 'Cómo funciona',
    image: { src: howItWorksImage, alt: '', width: 960, height: 240 },
    steps: [
      {
        title: 'Elija y haga su pedido',
        text: 'Escoja un hotspot, el router 5G para el hogar o una tarjeta SIM, confirme que cumple los requisitos y pague en línea.',
      },
      {
        title: 'Se lo enviamos',
        text: 'Los equipos llegan en unos 10 días hábiles con envío gratis en EE. UU.; la tarjeta SIM se envía en 1-2 semanas.',
      },
      {
        title: 'Enciéndalo y conéctese',
        text: 'Enciéndalo, conéctese al Wi-Fi y ya está en línea. Su plan se renueva el día 1 de cada mes.',
      },
    ],
  },
  plans: {
    id: 'plans',
    title: 'Elija lo que necesita',
    intro: `Todas las opciones incluyen el mismo plan ilimitado por ${monthlyPrice}/mes.`,
    plans: [
      {
        productId: 'hotspot',
        highlights: [
          'Conecte hasta 10 dispositivos',
          'Unas 8 horas de batería',
          'La SIM ya viene instalada; envío gratis en EE. UU.',
          'El hotspot es suyo',
        ],
        image: { src: hotspotImage, alt: '', width: 360, height: 240 },
        linkText: 'Ver el hotspot',
      },
      {
        productId: 'router',
        highlights: [
          'Conecte hasta 32 dispositivos',
          'Hasta 4 horas de batería de respaldo',
          'VPN integrada',
          'Primer lote agotado: la entrega puede tardar un par de meses',
        ],
        image: { src: routerImage, alt: '', width: 360, height: 240 },
        linkText: 'Reservar el router 5G',
      },
      {
        productId: 'sim',
        highlights: [
          'Solo la tarjeta SIM, para un equipo que ya tiene',
          'Su equipo debe estar desbloqueado y funcionar con tarjetas SIM de T-Mobile o GSM',
          'Tarjeta SIM gratis; se envía en 1-2 semanas',
        ],
        image: { src: simCardImage, alt: '', width: 360, height: 240 },
        linkText: 'Pedir la tarjeta SIM',
      },
    ],
  },
  returnPolicyNote:
    'Devoluciones en un plazo de 14 días con reembolso total si el equipo está en su estado original; el cliente paga el envío de la devolución.',
  manageSubscription: { prompt: '¿Ya es suscriptor?', link: 'Administre su suscripción' },
  faq: shieldFaq,
  catalogue: catalogueText,
};
