import { externalLinks } from '../../config/externalLinks';

export const blogHero = {
  titlePart1: 'Digital Harbor',
  titlePart2: 'Blog',
  description: 'Stories from our refurbishing floor and guides to getting, keeping and using a computer and the internet.',
};

export const blogTexts = {
  featured: 'Featured Article',
  continueReading: 'Continue Reading',
  morePosts: 'More Posts',
  categories: 'Categories',
  allPosts: 'All posts',
  pages: 'Pages',
  previous: 'Newer posts',
  next: 'Older posts',
  feed: 'Follow by RSS',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  blog: 'Blog',
  tags: 'Tags',
  readNext: 'Read Next',
  minRead: (minutes: number) => `${minutes} min read`,
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}.`,
  updated: 'Updated',
  by: 'By',
};

export const videoChannel = {
  title: 'Watch Our Stories',
  text: 'Short videos from our classes, distributions and volunteers.',
  link: { text: 'Visit Our Video Channel', href: externalLinks.videoChannel, newTab: true },
};
