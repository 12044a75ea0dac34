import type { ImageAsset } from 'ui';
import { siteName } from 'ui';
import hotspotImage from './images/hotspot.svg';
import routerImage from './images/router.svg';
import simCardImage from './images/sim-card.svg';

/** The plan price of every Shield offer (spec §9). */
export const monthlyPrice = '$14.89';

export type ShieldFeature = { title: string; description: string };

/** Plan images are illustrations: the card title already names the product, so their alt is empty. */
export type ShieldPlan = {
  title: string;
  /** Shown beside the title, e.g. the router is sold as a preorder. */
  badge?: string;
  /** One-off price of the device; absent for the SIM-only plan. */
  devicePrice?: string;
  highlights: string[];
  image: ImageAsset;
  /** The product page. */
  link: string;
  linkText: string;
};

export const shieldHero = {
  titlePart1: 'Unlimited Internet.',
  titlePart2: 'Lowest Monthly Price in America. Zero Strings Attached.',
  description: `Shield is prepaid 5G/4G internet for ${monthlyPrice} a month, and every dollar of profit funds ${siteName}'s free computers and classes.`,
  connectLabel: 'Get Connected Now',
};

export const shieldFeatures: { id: string; title: string; features: ShieldFeature[]; buyLabel: string } = {
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

export const shieldPlans: { id: string; title: string; intro: string; plans: ShieldPlan[] } = {
  id: 'plans',
  title: 'Choose What You Need',
  intro: `Every option includes the same unlimited plan at ${monthlyPrice}/month.`,
  plans: [
    {
      title: 'Shield 4G Hotspot + Internet',
      devicePrice: '$60',
      highlights: [
        'Connect up to 10 devices',
        'About 8 hours of battery life',
        'SIM already inside, free US shipping',
        'The hotspot is yours to keep',
      ],
      image: { src: hotspotImage, alt: '', width: 360, height: 240 },
      link: '/shieldhotspotsim',
      linkText: 'Shop the Hotspot',
    },
    {
      title: 'Shield 5G Home + Internet',
      badge: 'Preorder',
      devicePrice: '$175',
      highlights: [
        'Connect up to 32 devices',
        'Up to 4 hours of battery backup',
        'Built-in VPN',
        'First batch sold out: delivery may take a couple of months',
      ],
      image: { src: routerImage, alt: '', width: 360, height: 240 },
      link: '/shield5grouter',
      linkText: 'Preorder the 5G Router',
    },
    {
      title: 'Internet Service Only',
      highlights: [
        'SIM card only, for a device you already own',
        'Your device must be unlocked and work with T-Mobile or GSM SIM cards',
        'Free SIM card, ships in 1-2 weeks',
      ],
      image: { src: simCardImage, alt: '', width: 360, height: 240 },
      link: '/shieldsimcard',
      linkText: 'Get the SIM Card',
    },
  ],
};

export const returnPolicyNote =
  '14-day returns for a full refund on devices in their original condition; return shipping is paid by the customer.';
