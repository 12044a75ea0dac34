import type { ImageAsset } from 'ui';
import { externalLinks } from '../config/externalLinks';
import featuredImage from './images/blog/featured.svg';
import placeholderImage from './images/blog/coming-soon.svg';

export type BlogArticle = { title: string; date: string; excerpt: string; image: ImageAsset };

export const blogHero = {
  titlePart1: 'Digital Harbor',
  titlePart2: 'Blog',
  description: 'Stories from our refurbishing floor, our classrooms and the people we serve.',
};

/** The spec's featured teaser links nowhere useful ("Continue Reading" to the home page), so the whole story is told here. */
export const featuredArticle: BlogArticle & { body: string[] } = {
  title: 'From donation to desk: the journey of a refurbished laptop',
  date: '2025-01-21',
  excerpt: 'What happens between the moment you hand over an old laptop and the day someone opens it for the first time.',
  image: { src: featuredImage, alt: '', width: 960, height: 540 },
  body: [
    'Every laptop starts with a label: its barcode goes into our inventory so donors can follow it in the portal. Next, its drive is erased to NIST 800-88 and a certificate of data destruction is kept on file.',
    'Technicians and volunteers then test the battery, screen and keyboard, replace what is worn and install a fresh operating system. Parts that cannot be reused go to R2-certified recyclers.',
    'Finally the laptop is matched with a person nominated by one of our partners, and handed over at their non-profit, often with a hotspot and a seat in a digital skills class.',
  ],
};

export const upcomingArticles = {
  title: 'More Stories',
  badge: 'Coming soon',
  note: 'These stories are being written. Check back soon.',
  image: { src: placeholderImage, alt: '', width: 480, height: 320 } satisfies ImageAsset,
  titles: ['Meet our volunteers', 'Inside a digital skills class', 'What happens to e-waste', 'A year of Shield internet'],
};

export const videoChannel = {
  title: 'Watch Our Stories',
  text: 'Short videos from our classes, distributions and volunteers.',
  link: { text: 'Visit Our Video Channel', href: externalLinks.videoChannel, newTab: true },
};
