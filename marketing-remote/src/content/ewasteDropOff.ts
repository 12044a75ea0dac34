import type { PageHero } from './pageHero';

export const dropOffHero: PageHero = {
  titlePart1: 'Drop-Off',
  titlePart2: 'Site',
  description:
    'Laptops, smartphones and tablets are accepted free of charge at over 10,000 shipping-store and pharmacy locations nationwide.',
};

export type DropOffStep = { title: string; description: string; link?: { text: string; to: string } };

export const dropOffSteps: { title: string; steps: DropOffStep[] } = {
  title: 'Three Steps to Drop Off',
  steps: [
    {
      title: 'Fill in the donation form',
      description: 'Tell us what you are giving on our donation page.',
      link: { text: 'Go to the donation form', to: '/donate' },
    },
    {
      title: 'Get your QR code',
      description: 'We send you a QR code for your drop-off. No label to print, nothing to pay.',
    },
    {
      title: 'Drop off the boxed device',
      description: 'Box your device, bring it to a participating location and show the QR code at the counter.',
    },
  ],
};

export const largeEquipment = {
  title: 'Desktops, Monitors and Printers',
  text: 'Larger equipment goes to our own facilities in Hoboken, New Jersey and Waltham, Massachusetts. Contact us and we will arrange a time.',
  linkText: 'Contact us about larger equipment',
  to: '/contact',
};

export const locatorSection = {
  title: 'Find a Location Near You',
  intro: 'Participating shipping stores and pharmacies on the map.',
  mapLinkText: 'Open the map in a new tab',
  mapPlaceholder: 'Loading the map… If it does not appear, use the “Open the map in a new tab” link above.',
};
