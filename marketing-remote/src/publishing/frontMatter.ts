// Front matter: the YAML block between `---` lines at the top of a content file, checked with zod.
// YAML's core schema keeps `2025-01-21` a string: a Date would be midnight UTC, a day early in New Jersey.
import { parse } from 'yaml';
import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written as YYYY-MM-DD');
const oneLine = z.string().trim().min(1);

/** A blog post's front matter. */
export const postFrontMatterSchema = z
  .object({
    title: oneLine,
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
    date: isoDate,
    updated: isoDate.optional(),
    author: oneLine,
    category: oneLine,
    tags: z.array(oneLine).min(1),
    description: oneLine.max(200, 'must fit a search result (200 characters at most)'),
    image: z.string().regex(/^[\w-]+\.svg$/, 'must name an SVG file in the blog images folder'),
    imageAlt: oneLine,
  })
  .strict();

/** A legal page's front matter (privacy policy, terms of service). */
export const legalFrontMatterSchema = z
  .object({ title: oneLine, description: oneLine.max(200), effective: isoDate })
  .strict();

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;

/**
 * The front matter and the Markdown after it. Throws a message naming the file and every problem.
 * @param fileName shown in errors, so a writer knows which file to fix
 */
export function readFrontMatter<T>(text: string, fileName: string, schema: z.ZodType<T>): { data: T; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${fileName}: starts with no front matter (a block between two "---" lines)`);
  let raw: unknown;
  try {
    raw = parse(match[1]!);
  } catch (error) {
    throw new Error(`${fileName}: the front matter is not valid YAML: ${(error as Error).message}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`);
    throw new Error(`${fileName}: ${problems.join('; ')}`);
  }
  return { data: result.data, body: match[2]! };
}
