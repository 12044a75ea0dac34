import appealsData from './appeals.json';
import { reservedPaths } from '../config/reservedPaths';

/** One donor appeal page. Staff add a page by adding an entry to `appeals.json`. */
export type Appeal = {
  /** The page's path without its slash: lowercase letters, digits and hyphens. */
  slug: string;
  /** Shown in the heading '{name}, Will You Join Us?'. */
  name: string;
  /** Formal form of address used in the pitch, e.g. 'Mr. Whitfield'. */
  salutation?: string;
  email: string;
  phone: string;
  /** https embed URL of the person's vertical video. */
  videoUrl: string;
  /** Starting donation amount in dollars (spec: 1,000,000, a few pages 10,000); not displayed. */
  defaultAmount: number;
};

const slugPattern = /^[a-z0-9-]+$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const knownFields: ReadonlySet<string> = new Set(['slug', 'name', 'salutation', 'email', 'phone', 'videoUrl', 'defaultAmount']);

/** Thrown when `appeals.json` has an entry the pages cannot show; the message names the entry. */
export class AppealDataError extends Error {
  override name = 'AppealDataError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNonEmptyText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const isHttpsUrl = (value: string): boolean => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

function fail(label: string, problem: string): never {
  throw new AppealDataError(`appeals.json ${label}: ${problem}`);
}

function requireText(entry: Record<string, unknown>, field: string, label: string): string {
  const value = entry[field];
  if (!isNonEmptyText(value)) fail(label, `missing or empty field "${field}"`);
  return value;
}

function parseAppeal(entry: unknown, label: string): Appeal {
  if (!isRecord(entry)) fail(label, 'must be an object');

  // Unknown keys are usually typos ("salutaion") that would silently drop a value.
  for (const key of Object.keys(entry)) {
    if (!knownFields.has(key)) fail(label, `unknown field "${key}"`);
  }
  const slug = requireText(entry, 'slug', label);
  const name = requireText(entry, 'name', label);
  const email = requireText(entry, 'email', label);
  const phone = requireText(entry, 'phone', label);
  const videoUrl = requireText(entry, 'videoUrl', label);
  const { salutation, defaultAmount } = entry;

  if (!slugPattern.test(slug)) fail(label, `slug "${slug}" must match ${slugPattern} (lowercase letters, digits, hyphens)`);
  if (reservedPaths.has(slug)) fail(label, `slug "${slug}" is already a path of the site`);
  if (salutation !== undefined && !isNonEmptyText(salutation)) fail(label, 'field "salutation" must be non-empty text');
  if (!emailPattern.test(email)) fail(label, `email "${email}" is not an email address`);
  if (!isHttpsUrl(videoUrl)) fail(label, `videoUrl "${videoUrl}" must be an https URL`);
  if (typeof defaultAmount !== 'number' || !Number.isInteger(defaultAmount) || defaultAmount <= 0) {
    fail(label, 'field "defaultAmount" must be a positive whole number of dollars');
  }

  return { slug, name, ...(salutation === undefined ? {} : { salutation }), email, phone, videoUrl, defaultAmount };
}

/** Checks the raw contents of `appeals.json` and returns the typed entries, or throws an AppealDataError. */
export function parseAppeals(data: unknown): Appeal[] {
  if (!Array.isArray(data)) throw new AppealDataError('appeals.json must be an array of appeal entries');
  const indexBySlug = new Map<string, number>();
  return data.map((entry: unknown, index) => {
    const slugHint = isRecord(entry) && typeof entry.slug === 'string' ? ` (slug "${entry.slug}")` : '';
    const appeal = parseAppeal(entry, `entry ${index}${slugHint}`);
    const firstIndex = indexBySlug.get(appeal.slug);
    if (firstIndex !== undefined) {
      throw new AppealDataError(`appeals.json entry ${index}: duplicate slug "${appeal.slug}" (already used by entry ${firstIndex})`);
    }
    indexBySlug.set(appeal.slug, index);
    return appeal;
  });
}

/** Every appeal page; importing this module fails the build and the tests if the data file is wrong. */
export const appeals: Appeal[] = parseAppeals(appealsData);
