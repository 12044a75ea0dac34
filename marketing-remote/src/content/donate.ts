import type { LinkCard } from 'ui';
import dropOffTile from './images/home/tile-drop-off.svg';
import sponsorTile from './images/home/tile-sponsor.svg';
import volunteerTile from './images/home/tile-volunteer.svg';
import type { PageHero } from './pageHero';

export const donateHero: PageHero & { donateNowLabel: string } = {
  titlePart1: 'Donate',
  titlePart2: 'Computers',
  description:
    'Your old laptop, desktop or tablet can open doors for a student, a job seeker or a grandparent. We wipe it, refurbish it and give it to someone who needs it.',
  donateNowLabel: 'Donate Now',
};

export type DonationStep = { title: string; description: string };

export const donationFlow: { title: string; intro: string; steps: DonationStep[] } = {
  title: 'How Your Donation Works',
  intro: 'Fill in the form below once; we take it from there.',
  steps: [
    {
      title: 'Tell us what you have',
      description: 'List your devices in the donation form. It takes a few minutes and works for one laptop or a whole office.',
    },
    {
      title: 'Pickup or drop-off',
      description:
        'Donating 10 or more devices? We pick them up for free. Fewer than 10? Drop them off at a location near you.',
    },
    {
      title: 'Certified data erasure',
      description:
        'Every drive is erased to the NIST 800-88 standard. Ask for a certificate of data destruction and we will send it.',
    },
    {
      title: 'Refurbish or recycle',
      description: 'Working devices are refurbished for a new owner; what cannot be reused is recycled through R2-certified partners.',
    },
    {
      title: 'Your receipt',
      description: 'You receive a tax-deductible receipt for your donation.',
    },
  ],
};

export const dropOffPointer = {
  text: 'Fewer than 10 devices? Find a drop-off location near you.',
  linkText: 'See drop-off locations',
  to: '/ewastedropoff',
};

export const donationFormSection = {
  id: 'donation-form',
  title: 'Electronics Donation Form',
  intro: 'Tell us about your devices and how you would like to hand them over.',
};

export const moreWaysToHelp: { title: string; cards: LinkCard[] } = {
  title: 'More Ways to Help',
  cards: [
    { title: 'Fund Our Work', link: '/support', image: { src: sponsorTile, alt: '', width: 480, height: 320 } },
    { title: 'Host a Computer Drive', link: '/contact', image: { src: dropOffTile, alt: '', width: 480, height: 320 } },
    { title: 'Volunteer', link: '/volunteer', image: { src: volunteerTile, alt: '', width: 480, height: 320 } },
  ],
};
