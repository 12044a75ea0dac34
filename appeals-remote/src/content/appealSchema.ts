// The rules of appeals.json, checked by the build (appealChecks.js) and the tests; the browser gets
// the checked file without this module (and without zod).
import { z } from 'zod';
import { reservedSlugs } from '../config/reservedPaths';

const text = (field: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `missing field "${field}"` : `field "${field}" must be text`) });

const nonEmptyText = (field: string) => text(field).trim().min(1, `field "${field}" must not be empty`);

/** One donor appeal page. Staff add a page by adding an entry to `appeals.json`. */
const appealSchema = z.strictObject(
  {
    /** The page's path without its slash: lowercase letters and digits, single hyphens between. */
    slug: text('slug')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'field "slug" must be lowercase letters and digits, with single hyphens between (e.g. "janedoe")')
      .refine((slug) => !reservedSlugs.has(slug), { error: (issue) => `slug "${String(issue.input)}" is already a path of the site (/${String(issue.input)})` }),
    /** Shown in the heading '{name}, Will You Join Us?'; the donation form gets it as first and last name. */
    name: nonEmptyText('name'),
    /** Formal form of address used in the pitch, e.g. 'Mr. Whitfield'. */
    salutation: nonEmptyText('salutation').optional(),
    email: z.email({
      error: (issue) => (issue.input === undefined ? 'missing field "email"' : `field "email" is not an email address`),
    }),
    phone: nonEmptyText('phone').regex(/^\+?[\d\s().-]{7,}$/, 'field "phone" must be a phone number (digits, spaces, "+", "(", ")", "-")'),
    /**
     * The person's vertical video: its id at the video provider, added to the configured provider's
     * address (`appealVideos`); loaded only when the visitor presses play.
     */
    video: text('video').regex(/^[\w-]+$/, 'field "video" must be the video\'s id at the provider: letters, digits, "-" or "_"'),
    /** Starting donation amount in whole dollars (spec: 1,000,000, a few pages 10,000). */
    defaultAmount: z.int('field "defaultAmount" must be a positive whole number of dollars').positive('field "defaultAmount" must be a positive whole number of dollars'),
  },
  {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')} (a typo?)`;
      return issue.code === 'invalid_type' ? 'must be an object with the appeal fields' : undefined;
    },
  },
);

export type Appeal = z.infer<typeof appealSchema>;

/** Rules across entries: a slug names one page, and each person has their own video (a repeated video is a copy-paste slip). */
const appealsSchema = z.array(appealSchema, 'appeals.json must be an array of appeal entries').superRefine((entries, context) => {
  const firstIndexOf = { slug: new Map<string, number>(), video: new Map<string, number>() };
  entries.forEach((entry, index) => {
    for (const field of ['slug', 'video'] as const) {
      const value = entry[field];
      const firstIndex = firstIndexOf[field].get(value);
      if (firstIndex === undefined) firstIndexOf[field].set(value, index);
      else context.addIssue({ code: 'custom', path: [index, field], input: value, message: `duplicate ${field} "${value}" (already used by entry ${firstIndex})` });
    }
  });
});

/** Thrown when `appeals.json` has an entry the pages cannot show; the message names each bad entry. */
export class AppealDataError extends Error {
  override name = 'AppealDataError';
}

/** "entry 3 (slug "janedoe")": the position staff can count to, and the slug they can search for. */
function entryLabel(data: unknown, index: PropertyKey | undefined): string {
  if (typeof index !== 'number' || !Array.isArray(data)) return '';
  const entry: unknown = data[index];
  const slug = typeof entry === 'object' && entry !== null && 'slug' in entry && typeof entry.slug === 'string' ? ` (slug "${entry.slug}")` : '';
  return ` entry ${index}${slug}`;
}

/** Checks the raw contents of `appeals.json` and returns the typed entries, or throws an AppealDataError listing every problem. */
export function parseAppeals(data: unknown): Appeal[] {
  const result = appealsSchema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `appeals.json${entryLabel(data, issue.path[0])}: ${issue.message}`);
  throw new AppealDataError(problems.join('\n'));
}
