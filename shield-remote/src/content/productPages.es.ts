// The product pages' texts in Spanish: the English ones' types (productPages.ts), the same figures and contact.
import type { ShieldProductId } from './catalogue';
import { shieldProducts } from './catalogue';
import type { OrderContent, ProductFact, ProductPageContent } from './productPages';
import hotspotBackImage from './images/gallery/hotspot-back.svg';
import hotspotChargerImage from './images/gallery/hotspot-charger.svg';
import hotspotDevicesImage from './images/gallery/hotspot-devices.svg';
import routerBackImage from './images/gallery/router-back.svg';
import routerBatteryImage from './images/gallery/router-battery.svg';
import routerSideImage from './images/gallery/router-side.svg';
import routerVpnImage from './images/gallery/router-vpn.svg';
import simInDeviceImage from './images/gallery/sim-in-device.svg';
import hotspotImage from './images/hotspot.svg';
import routerImage from './images/router.svg';
import simCardImage from './images/sim-card.svg';

const size = { width: 360, height: 240 };
const { hotspot, router } = shieldProducts;

const returns: ProductFact = {
  label: 'Devoluciones',
  value: '14 días para un reembolso total si el equipo está en su estado original; usted paga el envío de la devolución',
};

export const productPages: Record<ShieldProductId, ProductPageContent> = {
  hotspot: {
    summary: 'El hotspot 4G T10 con internet ilimitado, para la casa y para llevar. El hotspot es suyo.',
    facts: [
      { label: 'Equipo', value: 'Hotspot 4G T10, es suyo' },
      { label: 'Dispositivos conectados', value: `Hasta ${hotspot.maxDevices} a la vez` },
      { label: 'Batería', value: 'Unas 8 horas' },
      { label: 'En la caja', value: 'El hotspot con la tarjeta SIM ya instalada y un cargador USB-C' },
      { label: 'Envío', value: 'Gratis en EE. UU.; llega en unos 10 días hábiles' },
      returns,
    ],
    gallery: {
      label: 'Fotos del hotspot T10',
      images: [
        { src: hotspotImage, alt: 'El hotspot T10 de frente', ...size },
        { src: hotspotBackImage, alt: 'La parte de atrás del hotspot con la tarjeta SIM adentro', ...size },
        { src: hotspotChargerImage, alt: 'El hotspot con su cargador USB-C', ...size },
        { src: hotspotDevicesImage, alt: 'Hasta 10 dispositivos conectados al hotspot', ...size },
      ],
    },
    extraConfirmations: [],
  },
  router: {
    summary: 'El router 5G Shield para el hogar con internet ilimitado para toda la familia.',
    notice: 'Preventa: el primer lote se agotó. La entrega puede tardar un par de meses; aún no se sabe la fecha de envío.',
    facts: [
      { label: 'Dispositivos conectados', value: `Hasta ${router.maxDevices} a la vez` },
      { label: 'Batería de respaldo', value: 'Hasta 4 horas cuando se va la luz' },
      { label: 'Seguridad', value: 'VPN integrada' },
      { label: 'Tarjeta SIM', value: 'Se envía por separado del router' },
      { label: 'Envío', value: 'En preventa: la entrega puede tardar un par de meses' },
      returns,
    ],
    gallery: {
      label: 'Fotos del router 5G',
      images: [
        { src: routerImage, alt: 'El router 5G de frente', ...size },
        { src: routerSideImage, alt: 'El router de lado', ...size },
        { src: routerBackImage, alt: 'Los puertos en la parte de atrás del router', ...size },
        { src: routerBatteryImage, alt: 'El router y su batería de respaldo de 4 horas', ...size },
        { src: routerVpnImage, alt: 'Un escudo con un candado: la VPN integrada', ...size },
      ],
    },
    extraConfirmations: [],
  },
  sim: {
    summary: 'Internet ilimitado en una tarjeta SIM para el teléfono, la tableta o el hotspot que ya tiene.',
    facts: [
      { label: 'Qué recibe', value: 'Una tarjeta SIM de Shield gratis con el plan ilimitado; sin equipo' },
      { label: 'Su equipo', value: 'Debe estar desbloqueado y funcionar con tarjetas SIM de T-Mobile o GSM' },
      { label: 'Envío', value: 'Gratis; la tarjeta SIM se envía en 1-2 semanas' },
    ],
    gallery: {
      label: 'Fotos de la tarjeta SIM',
      images: [
        { src: simCardImage, alt: 'La tarjeta SIM de Shield', ...size },
        { src: simInDeviceImage, alt: 'La tarjeta SIM entrando en un teléfono desbloqueado', ...size },
      ],
    },
    extraConfirmations: ['Mi equipo está desbloqueado y funciona con tarjetas SIM de T-Mobile o GSM.'],
  },
};

export const orderContent: OrderContent = {
  id: 'order',
  title: 'Hacer el pedido',
  legend: 'Antes de hacer su pedido',
  eligibility: 'Cumplo los requisitos de Shield: tengo 18 años o más, vivo en Estados Unidos y leí los términos del servicio.',
  waiting: (boxes: number) => (boxes === 1 ? 'Marque la casilla de arriba para abrir el pago.' : 'Marque las casillas de arriba para abrir el pago.'),
  checkoutTitle: 'Pago de Shield',
  openCheckout: 'Abrir el pago en una pestaña nueva',
  unreachableTitle: 'No se pudo cargar la página de pago.',
  unreachableMessage: 'El proveedor de pagos no responde en este momento. Abra el pago en una pestaña nueva o vuelva a intentarlo más tarde.',
  checkoutOff: {
    title: 'En este momento no se pueden hacer pedidos en línea.',
    reachUs: 'Para pedir Shield, escriba a',
    email: 'shield@example.org',
    orCall: 'o llame al',
    phone: '(201) 555-0100',
    hours: 'de lunes a viernes, de 9:00 a 5:00 EST',
    providerPage: 'Abrir el pago en el sitio del proveedor',
  },
  backLink: 'Volver a Shield',
  orderLabel: 'Pedir ahora',
  preorderLabel: 'Reservar ahora',
  galleryChooser: 'Elija una imagen',
  privacyNote: { lead: 'Cómo usamos lo que nos envía:', privacy: 'Política de privacidad', terms: 'Términos de servicio' },
};
