import type { ImageAsset } from 'ui';
import { siteName } from 'ui';
import type { ShieldProductId } from './catalogue';
import { monthlyPrice } from './catalogue';
import type { CatalogueText } from './catalogueText';
import { catalogueText } from './catalogueText';
import type { ShieldFaqContent } from './faq';
import { shieldFaq } from './faq';
import howItWorksImage from './images/how-it-works.svg';
import hotspotImage from './images/hotspot.svg';
import bayColonyNewsLogo from './images/press/bay-colony-news.svg';
import gardenStateLedgerLogo from './images/press/garden-state-ledger.svg';
import harborGazetteLogo from './images/press/harbor-gazette.svg';
import metroTechLogo from './images/press/metro-tech.svg';
import routerImage from './images/router.svg';
import simCardImage from './images/sim-card.svg';

export type ShieldFeature = { title: string; description: string };

/**
 * A card of "Choose What You Need"; name, prices and page come from the catalogue. Plan images are
 * illustrations: the card title already names the product, so their alt is empty.
 */
export type ShieldPlan = {
  productId: ShieldProductId;
  highlights: string[];
  image: ImageAsset;
  linkText: string;
};

export type ShieldHero = { titlePart1: string; titlePart2: string; description: string; connectLabel: string };

const shieldHero: ShieldHero = {
  titlePart1: 'Unlimited Internet.',
  titlePart2: 'Lowest Monthly Price in America. Zero Strings Attached.',
  description: `Shield is prepaid 5G/4G internet for ${monthlyPrice} a month, and every dollar of profit funds ${siteName}'s free computers and classes.`,
  connectLabel: 'Get Connected Now',
};

/** Fictional outlets that covered Shield; logos are light wordmarks for the dark hero. */
const shieldPress: { label: string; logos: ImageAsset[] } = {
  label: 'As seen in',
  logos: [
    { src: harborGazetteLogo, alt: 'Harbor Gazette', width: 180, height: 40 },
    { src: metroTechLogo, alt: 'Metro Tech', width: 180, height: 40 },
    { src: gardenStateLedgerLogo, alt: 'The Garden State Ledger', width: 180, height: 40 },
    { src: bayColonyNewsLogo, alt: 'Bay Colony News', width: 180, height: 40 },
  ],
};

const shieldFeatures: { id: string; title: string; features: ShieldFeature[]; buyLabel: string } = {
  id: 'features',
  title: 'Why Shield?',
  features: [
    {
      title: 'No Contract and No Credit Check',
      description: 'Prepaid month to month. Cancel any time and your service runs to the end of the billing cycle.',
    },
    {
      title: 'Fast Speeds',
      description: '5G and 4G LTE on a nationwide network, fast enough for school, work and video calls.',
    },
    {
      title: 'Truly Unlimited',
      description: 'No data caps. Speeds may be reduced above 100GB in a month only when the network is congested.',
    },
    {
      title: `Only ${monthlyPrice}/month`,
      description: 'The lowest monthly price in America, billed on the 1st of each month.',
    },
    {
      title: '100% of Profits Donated',
      description: `Every dollar of profit goes to ${siteName} to put refurbished computers in the hands of people who need them.`,
    },
  ],
  buyLabel: 'Buy Now',
};

/** The image shows the three steps as pictures; the list beside it says them. */
const shieldHowItWorks: { id: string; title: string; image: ImageAsset; steps: { title: string; text: string }[] } = {
  id: 'how-it-works',
  title: 'How it Works',
  image: { src: howItWorksImage, alt: '', width: 960, height: 240 },
  steps: [
    { title: 'Choose and order', text: 'Pick a hotspot, the 5G home router or a SIM card, confirm you are eligible and check out online.' },
    { title: 'We ship it to you', text: 'Devices arrive in about 10 business days with free US shipping; a SIM card ships in 1-2 weeks.' },
    { title: 'Switch on and connect', text: 'Turn it on, join the Wi-Fi and you are online. Your plan renews on the 1st of every month.' },
  ],
};

const shieldPlans: { id: string; title: string; intro: string; plans: ShieldPlan[] } = {
  id: 'plans',
  title: 'Choose What You Need',
  intro: `Every option includes the same unlimited plan at ${monthlyPrice}/month.`,
  plans: [
    {
      productId: 'hotspot',
      highlights: [
        'Connect up to 10 devices',
        'About 8 hours of battery life',
        'SIM already inside, free US shipping',
        'The hotspot is yours to keep',
      ],
      image: { src: hotspotImage, alt: '', width: 360, height: 240 },
      linkText: 'Shop the Hotspot',
    },
    {
      productId: 'router',
      highlights: [
        'Connect up to 32 devices',
        'Up to 4 hours of battery backup',
        'Built-in VPN',
        'First batch sold out: delivery may take a couple of months',
      ],
      image: { src: routerImage, alt: '', width: 360, height: 240 },
      linkText: 'Preorder the 5G Router',
    },
    {
      productId: 'sim',
      highlights: [
        'SIM card only, for a device you already own',
        'Your device must be unlocked and work with T-Mobile or GSM SIM cards',
        'Free SIM card, ships in 1-2 weeks',
      ],
      image: { src: simCardImage, alt: '', width: 360, height: 240 },
      linkText: 'Get the SIM Card',
    },
  ],
};

const returnPolicyNote =
  '14-day returns for a full refund on devices in their original condition; return shipping is paid by the customer.';

/** The link on `/shield` that leads subscribers to their account. */
const manageSubscriptionText = { prompt: 'Already a subscriber?', link: 'Manage your subscription' };

/** Every text of the landing page, in one language (Spanish in shield.es.ts): its own, the FAQ's and the catalogue's. */
export type ShieldLandingContent = {
  hero: ShieldHero;
  press: typeof shieldPress;
  features: typeof shieldFeatures;
  howItWorks: typeof shieldHowItWorks;
  plans: typeof shieldPlans;
  returnPolicyNote: string;
  manageSubscription: typeof manageSubscriptionText;
  faq: ShieldFaqContent;
  catalogue: CatalogueText;
};

export const shieldLanding: ShieldLandingContent = {
  hero: shieldHero,
  press: shieldPress,
  features: shieldFeatures,
  howItWorks: shieldHowItWorks,
  plans: shieldPlans,
  returnPolicyNote,
  manageSubscription: manageSubscriptionText,
  faq: shieldFaq,
  catalogue: catalogueText,
};
