import type { PageHero } from './pageHero';

export const socialHero: PageHero = {
  titlePart1: 'Social',
  titlePart2: 'Media',
  description: 'Stories from our workshop, our classes and the people we serve, from LinkedIn, Instagram, TikTok, X and YouTube.',
};

export const feedSection = {
  title: 'Latest Posts',
  intro: 'Follow along on the network you use most.',
  viewOn: (network: string) => `View on ${network}`,
  loading: (network: string, linkText: string) => `Loading the ${network} post… If it does not appear, use the “${linkText}” link above.`,
};
