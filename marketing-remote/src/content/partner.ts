import type { PageHero } from './pageHero';

export const partnerHero: PageHero & { applyLabel: string } = {
  titlePart1: 'Non-Profit',
  titlePart2: 'Partnerships',
  description:
    'Join 400+ non-profit partners who nominate the people they serve for a free computer and host digital skills classes in their communities.',
  applyLabel: 'Apply to Partner',
};

export const partnerWall = {
  title: 'Our Partners',
  intro: (count: number) => `${count} of the organisations that nominate recipients and host classes with us.`,
};

export { partnerOrganisations } from './partnerOrganisations';

export const whyJoin: { title: string; points: string[] } = {
  title: 'Why Join Us',
  points: [
    'Free refurbished computers for the people you serve, delivered to your organisation.',
    'Digital skills classes hosted at your site, at no cost to you.',
    'Affordable internet for your clients through Shield.',
    'A simple online process: you recommend, we review, deliver and follow up.',
  ],
};

export const requirements: { title: string; points: string[]; deadline: string } = {
  title: 'Partner Requirements',
  points: [
    'Your organisation offers services and has a physical location in New Jersey, New York City or Massachusetts.',
    'Your work aligns with our mission of closing the digital divide.',
    'You can show that you will distribute devices responsibly.',
  ],
  deadline: 'Applications are due by February 15th. Applications received after the deadline go to the next cycle.',
};

export const partnerFormSection = {
  id: 'partner-application',
  title: 'Partner Application',
  intro: 'Tell us about your organisation and the people you serve.',
};
