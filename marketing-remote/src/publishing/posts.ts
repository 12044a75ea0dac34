// The blog's posts, read from their Markdown files and checked: a post with bad front matter, a
// duplicate slug or a missing image stops the build with the file's name.
import fs from 'node:fs';
import path from 'node:path';
import { postFrontMatterSchema, readFrontMatter, type PostFrontMatter } from './frontMatter';
import { headingId, renderMarkdown, wordCount } from './markdown';

/** Words a reader reads in a minute, for the reading time shown on an article. */
const WORDS_PER_MINUTE = 200;

export type Post = PostFrontMatter & { categorySlug: string; html: string; readingMinutes: number; fileName: string };

/** Reads and checks one post file's text. */
export function readPost(text: string, fileName: string): Post {
  const { data, body } = readFrontMatter(text, fileName, postFrontMatterSchema);
  if (body.trim() === '') throw new Error(`${fileName}: the post has no text after its front matter`);
  if (data.updated && data.updated < data.date) throw new Error(`${fileName}: updated (${data.updated}) is before date (${data.date})`);
  return {
    ...data,
    categorySlug: headingId(data.category),
    html: renderMarkdown(body).html,
    readingMinutes: Math.max(1, Math.ceil(wordCount(body) / WORDS_PER_MINUTE)),
    fileName,
  };
}

/** A post's translation sits beside it: `<name>.es.md` beside `<name>.md`. */
export const postFileSuffix = { en: '.md', es: '.es.md' } as const;

const isPostFile = (name: string, locale: keyof typeof postFileSuffix) =>
  locale === 'en' ? name.endsWith('.md') && !name.endsWith(postFileSuffix.es) : name.endsWith(postFileSuffix[locale]);

/**
 * Every post of a language in `postsDir` (one `.md` file each, `.es.md` in Spanish), newest first;
 * images are looked up in `imagesDir`. Throws on the first file with a problem, naming it.
 */
export function readPosts(postsDir: string, imagesDir: string, locale: keyof typeof postFileSuffix = 'en'): Post[] {
  const files = fs.readdirSync(postsDir).filter((name) => isPostFile(name, locale)).sort();
  const posts = files.map((name) => readPost(fs.readFileSync(path.join(postsDir, name), 'utf8'), name));
  const bySlug = new Map<string, string>();
  for (const post of posts) {
    const other = bySlug.get(post.slug);
    if (other) throw new Error(`${post.fileName}: slug "${post.slug}" is already used by ${other}`);
    bySlug.set(post.slug, post.fileName);
    if (!fs.existsSync(path.join(imagesDir, post.image))) throw new Error(`${post.fileName}: image ${post.image} is not in ${path.basename(imagesDir)}/`);
  }
  return posts.sort((a, b) => (a.date === b.date ? a.title.localeCompare(b.title) : b.date.localeCompare(a.date)));
}
