// Writes the content modules the site imports from the Markdown files (`npm run content`, also the
// first step of `npm run build`): the blog's lean index (the route table's), its cards and articles
// (the blog's lazily loaded pages'), its RSS feed, and the legal pages. Nothing renders Markdown in
// the browser.
import fs from 'node:fs';
import path from 'node:path';
import { legalFrontMatterSchema, readFrontMatter } from './frontMatter';
import { renderMarkdown } from './markdown';
import { postFileSuffix, readPosts, type Post } from './posts';
import { rssXml, type FeedChannel } from './feed';
import { blogMeta } from '../content/blog/blogMeta';
import { blogMeta as spanishBlogMeta } from '../content/blog/blogMeta.es';
import { allListPages } from '../content/blog/listing';

type ContentLocale = keyof typeof postFileSuffix;

const metaOf: Record<ContentLocale, typeof blogMeta> = { en: blogMeta, es: spanishBlogMeta };
/** A later list page's name in its title ("Blog: Guides: Page 2"). */
const pageNameOf: Record<ContentLocale, (page: number) => string> = { en: (page) => `Page ${page}`, es: (page) => `Página ${page}` };
/** What a generated file's name adds in Spanish: `postCards.es.ts` beside `postCards.ts`. */
const fileSuffix: Record<ContentLocale, string> = { en: '', es: '.es' };

const HEADER = '// Written by `npm run content -w marketing-remote` from the Markdown files: edit those, not this file.\n';

export const contentDir = path.join(__dirname, '..', 'content');
const blogDir = path.join(contentDir, 'blog');
const legalDir = path.join(contentDir, 'legal');

/** The blog's channel in each language, as its feed describes it. */
export const blogChannels: Record<ContentLocale, FeedChannel> = {
  en: {
    title: 'Digital Harbor Blog',
    description: 'Stories and guides from Digital Harbor: refurbished computers, affordable internet and digital skills.',
    path: '/blog',
    feedPath: '/blog/rss.xml',
    language: 'en-us',
  },
  es: {
    title: 'Blog de Digital Harbor',
    description: 'Historias y guías de Digital Harbor: computadoras reacondicionadas, internet asequible y habilidades digitales.',
    path: '/es/blog',
    feedPath: '/es/blog/rss.xml',
    language: 'es-us',
  },
};

/** The legal pages, by their route's name. */
export const legalPageNames = ['privacy', 'terms'] as const;

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** An SVG's intrinsic size, from its width and height attributes. */
function svgSize(file: string): { width: number; height: number } {
  const svg = fs.readFileSync(file, 'utf8');
  const width = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1]);
  const height = Number(/<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1]);
  if (!width || !height) throw new Error(`${path.basename(file)}: the <svg> needs width and height attributes`);
  return { width, height };
}

/**
 * The Spanish posts: one per English post, with its slug (a translation, at the same address under
 * /es), and its category's slug (so the category pages are twins too).
 */
function spanishPosts(englishPosts: Post[]): Post[] {
  const posts = readPosts(path.join(blogDir, 'posts'), path.join(blogDir, 'images'), 'es');
  const englishBySlug = new Map(englishPosts.map((post) => [post.slug, post]));
  for (const post of posts) {
    if (!englishBySlug.has(post.slug)) throw new Error(`${post.fileName}: no English post has the slug "${post.slug}" (a translation keeps its post's slug)`);
  }
  const translated = new Set(posts.map((post) => post.slug));
  const untranslated = englishPosts.find((post) => !translated.has(post.slug));
  if (untranslated) throw new Error(`${untranslated.fileName}: has no Spanish translation (${untranslated.fileName.replace(/\.md$/, postFileSuffix.es)})`);
  return posts.map((post) => ({ ...post, categorySlug: englishBySlug.get(post.slug)!.categorySlug }));
}

/** A language's blog files: the lean index (the route table's), the cards, the articles, the feed. */
function blogFiles(locale: ContentLocale, posts: Post[]): Record<string, string> {
  const meta = metaOf[locale];
  const suffix = fileSuffix[locale];
  // Only what the route table needs: it loads with every page of this remote, so each post costs every visit bytes.
  const blogRoutes = {
    lists: allListPages(posts).map((list) => ({
      path: list.path,
      title: [meta.title, list.categoryName, list.page > 1 ? pageNameOf[locale](list.page) : undefined].filter(Boolean).join(': '),
      ...(list.categorySlug ? { categorySlug: list.categorySlug } : {}),
      page: list.page,
    })),
    // No description: the article's page renders its own description tags, which replace the route's in the head.
    posts: posts.map((post) => ({ slug: post.slug, title: post.title, lastModified: post.updated ?? post.date })),
  };
  const images = [...new Set(posts.map((post) => post.image))];
  const imageName = (file: string) => `image${images.indexOf(file)}`;
  const cards = posts.map((post) => {
    const size = svgSize(path.join(blogDir, 'images', post.image));
    const card = {
      slug: post.slug,
      title: post.title,
      description: post.description,
      date: post.date,
      ...(post.updated ? { updated: post.updated } : {}),
      category: post.category,
      categorySlug: post.categorySlug,
      author: post.author,
      tags: post.tags,
      readingMinutes: post.readingMinutes,
    };
    const image = `image: { src: ${imageName(post.image)}, alt: ${JSON.stringify(post.imageAlt)}, width: ${size.width}, height: ${size.height} }`;
    return `  ${JSON.stringify(card).slice(0, -1)}, ${image} },`;
  });
  return {
    [`blog/generated/blogRoutes${suffix}.ts`]: `${HEADER}import type { BlogRoutes } from '../types';\n\n/** The blog's list pages and its posts (newest first): what the route table needs. */\nexport const blogRoutes: BlogRoutes = ${json(blogRoutes)};\n`,
    [`blog/generated/postCards${suffix}.ts`]: [
      HEADER.trimEnd(),
      ...images.map((file) => `import ${imageName(file)} from '../images/${file}';`),
      "import type { PostCard } from '../types';",
      '',
      '/** Every post as the list and the article show it, newest first. */',
      'export const postCards: PostCard[] = [',
      ...cards,
      '];',
      '',
    ].join('\n'),
    [`blog/generated/articles${suffix}.ts`]: `${HEADER}\n/** Each post's text as sanitised HTML, by slug. */\nexport const articles: Record<string, string> = ${json(Object.fromEntries(posts.map((post) => [post.slug, post.html])))};\n`,
    [`blog/generated/rss${suffix}.xml`]: rssXml(blogChannels[locale], posts),
  };
}

/** A language's legal pages (`privacy.md`, `privacy.es.md`, …): the route table's index and the pages. */
function legalFiles(locale: ContentLocale): Record<string, string> {
  const suffix = fileSuffix[locale];
  const legal = Object.fromEntries(
    legalPageNames.map((name) => {
      const fileName = `${name}${suffix}.md`;
      const { data, body } = readFrontMatter(fs.readFileSync(path.join(legalDir, fileName), 'utf8'), fileName, legalFrontMatterSchema);
      return [name, { ...data, ...renderMarkdown(body) }];
    }),
  ) as Record<(typeof legalPageNames)[number], { title: string; description: string; effective: string; html: string; headings: unknown[] }>;
  return {
    [`legal/generated/legalIndex${suffix}.ts`]: `${HEADER}\n/** The legal pages' titles and descriptions: what the route table needs. */\nexport const legalIndex = ${json(Object.fromEntries(legalPageNames.map((name) => [name, { title: legal[name].title, description: legal[name].description }])))} as const;\n`,
    [`legal/generated/legalPages${suffix}.ts`]: `${HEADER}import type { LegalPage } from '../types';\n\n/** The legal pages: effective date, sections and sanitised HTML. */\nexport const legalPages: Record<${legalPageNames.map((name) => `'${name}'`).join(' | ')}, LegalPage> = ${json(legal)};\n`,
  };
}

/** Every generated file's path (relative to the content folder) and text, English and Spanish. */
export function contentFiles(): Record<string, string> {
  const posts = readPosts(path.join(blogDir, 'posts'), path.join(blogDir, 'images'));
  return { ...blogFiles('en', posts), ...blogFiles('es', spanishPosts(posts)), ...legalFiles('en'), ...legalFiles('es') };
}

/** Writes the generated files; with `check`, only says which are out of date. */
export function writeContentFiles({ check = false } = {}): string[] {
  const stale: string[] = [];
  for (const [relative, text] of Object.entries(contentFiles())) {
    const file = path.join(contentDir, relative);
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    if (current === text) continue;
    stale.push(relative);
    if (!check) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
  }
  return stale;
}
