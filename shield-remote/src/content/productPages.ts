import type { ImageAsset } from 'ui';
import type { ShieldProductId } from './catalogue';
import { shieldProducts } from './catalogue';
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

/** A line of a product's fact sheet, e.g. { label: 'Battery', value: 'About 8 hours' }. */
export type ProductFact = { label: string; value: string };

export type ProductPageContent = {
  summary: string;
  /** Shown prominently, e.g. the router's sold-out first batch. */
  notice?: string;
  facts: ProductFact[];
  gallery: { label: string; images: ImageAsset[] };
  /** What the buyer ticks besides eligibility before the checkout opens. */
  extraConfirmations: string[];
};

const size = { width: 360, height: 240 };
const { hotspot, router } = shieldProducts;

const returns: ProductFact = {
  label: 'Returns',
  value: '14 days for a full refund if the device is in its original condition; you pay the return shipping',
};

export const productPages: Record<ShieldProductId, ProductPageContent> = {
  hotspot: {
    summary: 'The T10 4G hotspot with unlimited internet, for home and on the go. The hotspot is yours to keep.',
    facts: [
      { label: 'Device', value: 'T10 4G hotspot, yours to keep' },
      { label: 'Devices supported', value: `Up to ${hotspot.maxDevices} at once` },
      { label: 'Battery', value: 'About 8 hours' },
      { label: 'In the box', value: 'The hotspot with the SIM card already inside, and a USB-C charger' },
      { label: 'Shipping', value: 'Free in the US; delivery in about 10 business days' },
      returns,
    ],
    gallery: {
      label: 'Pictures of the T10 hotspot',
      images: [
        { src: hotspotImage, alt: 'The T10 hotspot from the front', ...size },
        { src: hotspotBackImage, alt: 'The back of the hotspot with the SIM card inside', ...size },
        { src: hotspotChargerImage, alt: 'The hotspot with its USB-C charger', ...size },
        { src: hotspotDevicesImage, alt: 'Up to 10 devices connected to the hotspot', ...size },
      ],
    },
    extraConfirmations: [],
  },
  router: {
    summary: 'The Shield 5G home router with unlimited internet for the whole household.',
    notice: 'Preorder: the first batch sold out. Delivery may take a couple of months; the shipping date is not known yet.',
    facts: [
      { label: 'Devices supported', value: `Up to ${router.maxDevices} at once` },
      { label: 'Battery backup', value: 'Up to 4 hours when the power goes out' },
      { label: 'Security', value: 'Built-in VPN' },
      { label: 'SIM card', value: 'Shipped separately from the router' },
      { label: 'Shipping', value: 'A preorder: delivery may take a couple of months' },
      returns,
    ],
    gallery: {
      label: 'Pictures of the 5G router',
      images: [
        { src: routerImage, alt: 'The 5G router from the front', ...size },
        { src: routerSideImage, alt: 'The router from the side', ...size },
        { src: routerBackImage, alt: 'The ports on the back of the router', ...size },
        { src: routerBatteryImage, alt: 'The router and its 4-hour backup battery', ...size },
        { src: routerVpnImage, alt: 'A shield with a lock: the built-in VPN', ...size },
      ],
    },
    extraConfirmations: [],
  },
  sim: {
    summary: 'Unlimited internet on a SIM card for a phone, tablet or hotspot you already own.',
    facts: [
      { label: 'What you get', value: 'A free Shield SIM card with the unlimited plan; no device' },
      { label: 'Your device', value: 'Must be unlocked and work with T-Mobile or GSM SIM cards' },
      { label: 'Shipping', value: 'Free; the SIM card ships in 1-2 weeks' },
    ],
    gallery: {
      label: 'Pictures of the SIM card',
      images: [
        { src: simCardImage, alt: 'The Shield SIM card', ...size },
        { src: simInDeviceImage, alt: 'The SIM card going into an unlocked phone', ...size },
      ],
    },
    extraConfirmations: ['My device is unlocked and works with T-Mobile or GSM SIM cards.'],
  },
};

/** The order section around the checkout, the same for every product. */
export const orderContent = {
  id: 'order',
  title: 'Order',
  legend: 'Before you order',
  eligibility: 'I am eligible for Shield: I am 18 or older and live in the United States, and I have read the service terms.',
  waiting: (boxes: number): string => (boxes === 1 ? 'Tick the box above to open the checkout.' : 'Tick the boxes above to open the checkout.'),
  checkoutTitle: 'Shield checkout',
  openCheckout: 'Open the checkout in a new tab',
  unreachableTitle: 'The checkout could not be loaded.',
  unreachableMessage: 'The payment provider is not answering right now. Open the checkout in a new tab, or try again later.',
  /** When the organisation has no online checkout set up (fictional contact). */
  checkoutOff: {
    title: 'Online ordering is not available right now.',
    reachUs: 'To order Shield, email',
    email: 'shield@example.org',
    orCall: 'or call',
    phone: '(201) 555-0100',
    hours: 'Monday to Friday, 9:00 to 5:00 EST',
    providerPage: 'Open the checkout on the provider’s site',
  },
  backLink: 'Back to Shield',
  orderLabel: 'Order Now',
  preorderLabel: 'Preorder Now',
  galleryChooser: 'Choose an image',
  privacyNote: { lead: 'How we use what you send:', privacy: 'Privacy Policy', terms: 'Terms of Service' },
};

export type OrderContent = typeof orderContent;
