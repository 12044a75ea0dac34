/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readPost, readPosts } from './posts';

const frontMatter = {
  title: 'A post',
  slug: 'a-post',
  date: '2026-03-01',
  author: 'A. Writer',
  category: 'Guides',
  tags: '[one, two]',
  description: 'What the post is about.',
  image: 'picture.svg',
  imageAlt: 'A picture',
};

function postText(fields: Record<string, string | undefined> = {}, body = 'Some text.') {
  const lines = Object.entries({ ...frontMatter, ...fields })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n${body}\n`;
}

describe('readPost', () => {
  it('keeps the date as written (never a Date, which would be a day early in New Jersey)', () => {
    const post = readPost(postText(), 'a-post.md');
    expect(post.date).toBe('2026-03-01');
    expect(post.categorySlug).toBe('guides');
    expect(post.readingMinutes).toBe(1);
  });

  it.each([
    ['a missing title', { title: undefined }, /a-post\.md: title/],
    ['a missing description', { description: undefined }, /a-post\.md: description/],
    ['a date not written as YYYY-MM-DD', { date: 'March 1, 2026' }, /a-post\.md: date: must be a date written as YYYY-MM-DD/],
    ['a slug with capitals', { slug: 'A-Post' }, /a-post\.md: slug/],
    ['no image alt text', { imageAlt: undefined }, /a-post\.md: imageAlt/],
    ['an unknown field', { summary: 'x' }, /a-post\.md: .*summary/],
    ['an update before the date', { updated: '2026-01-01' }, /a-post\.md: updated \(2026-01-01\) is before date/],
  ])('refuses %s, naming the file', (_case, fields, message) => {
    expect(() => readPost(postText(fields), 'a-post.md')).toThrow(message);
  });

  it('refuses a file without front matter or without text', () => {
    expect(() => readPost('Just text', 'bare.md')).toThrow('bare.md: starts with no front matter');
    expect(() => readPost(postText({}, ''), 'empty.md')).toThrow('empty.md: the post has no text');
  });
});

describe('readPosts', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'posts-'));
    fs.mkdirSync(path.join(dir, 'posts'));
    fs.mkdirSync(path.join(dir, 'images'));
    fs.writeFileSync(path.join(dir, 'images', 'picture.svg'), '<svg width="1200" height="630"></svg>');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, 'posts', name), text);
  const read = () => readPosts(path.join(dir, 'posts'), path.join(dir, 'images'));

  it('reads every post, newest first', () => {
    write('old.md', postText({ slug: 'old', date: '2025-01-02' }));
    write('new.md', postText({ slug: 'new', date: '2026-05-06' }));
    expect(read().map((post) => post.slug)).toEqual(['new', 'old']);
  });

  it('refuses a slug two files use, naming the second file and the first', () => {
    write('first.md', postText());
    write('second.md', postText());
    expect(read).toThrow('second.md: slug "a-post" is already used by first.md');
  });

  it('refuses a post whose image is not in the images folder', () => {
    write('a.md', postText({ image: 'missing.svg' }));
    expect(read).toThrow('a.md: image missing.svg is not in images/');
  });
});
