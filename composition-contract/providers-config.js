// @ts-check
// The provider configuration file (PROVIDERS_FILE), for servers and builds: its schema, the checks
// production adds, what the browser may see of it, and the origins the Content-Security-Policy
// allows because of it. Never bundled for the browser (zod stays out of the pages).
const fs = require('node:fs');
const path = require('node:path');
const { z } = require('zod');
const { EMBEDS } = require('./providers');
const { DEFAULT_LOCALE } = require('./locale');

/**
 * The configuration the site runs with when PROVIDERS_FILE is not set (never in production): the
 * example file beside the README, the organisation's providers with made-up account ids.
 */
const DEVELOPMENT_PROVIDERS_FILE = path.join(__dirname, '..', 'providers.example.json');

/** What each embed is, for the people who configure it (the problems production lists name it). */
const EMBED_DESCRIPTIONS = {
  electronicsDonationForm: 'the electronics donation form (/donate)',
  computerApplicationForm: 'the computer application form (/apply)',
  inquiryForm: 'the inquiry form (/contact)',
  partnerApplicationForm: 'the partner application form (/partner)',
  hotspotForm: 'the hotspot request form (/hotspot)',
  nonprofitApplicationForm: 'the non-profit application form (/nonprofitapplication)',
  paperApplicationForm: 'the paper application form (/paperapplication)',
  checkInForm: 'the check-in form (/checkin)',
  incomeRequirementForm: 'the income requirement form (/eligibility)',
  uploadRecommendationForm: 'the recommendation upload form (/uploadrecommendation), prefilled from the link',
  boardSignUpForm: 'the board sign-up form (/boardapplication)',
  powerUpForm: 'the "Power up your impact" form (/powerup), prefilled from the link',
  newsletterForm: "the newsletter opt-in form in every page's footer",
  helpDesk: 'the help-desk widget script (a floating help-center button on every page)',
  donationWidget: 'the donation widget script (/support, /addacontribution, /pepper), its `widgetId`, and its campaign as a plain page (`pageUrl`)',
  storeMap: 'the map of drop-off locations (/ewastedropoff)',
  linkedInPost: 'the LinkedIn post (/socialmedia)',
  instagramPost: 'the Instagram post (/socialmedia)',
  tikTokPost: 'the TikTok video (/socialmedia)',
  xPost: 'the X post (/socialmedia)',
  youTubePost: 'the YouTube video (/socialmedia)',
  pepperTickets: 'the Pepper Fest ticket page (/pepper)',
  shieldCheckout: "the Shield subscription checkout: a product's plan path is added to the address, its device as the provider's add-on parameters (`parameters`: `addOnCode`, `addOnQuantity`)",
  appealDonationForm: "the appeal pages' donation form, prefilled (donation, namefirst, namelast, donorid, email, method)",
  appealVideos: "the appeal pages' videos: each appeal's `video` is added to the address",
};

/**
 * Settings an embed cannot work without (`parameters.<name>`: the name of one of its provider's query parameters).
 * @type {Partial<Record<string, string[]>>}
 */
const REQUIRED_SETTINGS = {
  donationWidget: ['widgetId', 'pageUrl'],
  shieldCheckout: ['parameters.addOnCode', 'parameters.addOnQuantity'],
};

/** What a page may load from an origin, as the Content-Security-Policy names it. */
const loadKinds = /** @type {const} */ (['frame', 'script', 'style', 'img', 'font', 'connect']);

/**
 * A host name as the Content-Security-Policy may name it: labels of letters, digits and hyphens.
 * The URL parser lets `*`, `;` and `,` through in a host name, and the origin the policy is given
 * would carry them (a wildcard, or a directive of its own).
 */
const plainHostname = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
// Zod runs the checks below on a value the url check refused too: one that is no address passes
// them, and the url check says what is wrong with it.
const hasPlainHost = (/** @type {string} */ value) => !URL.canParse(value) || plainHostname.test(new URL(value).hostname);

const address = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
  .refine(hasPlainHost, 'must name a plain host (letters, digits, hyphens and dots: no "*", ";" or ",")');

/** An origin the policy allows: `https://host[:port]` and nothing else (no path, query, user or wildcard). */
const origin = address.refine((value) => !URL.canParse(value) || new URL(value).origin === value, 'must be an origin only: http(s)://host[:port], no path');

const configuredEmbed = z.strictObject({
  url: address,
  /** A plain page of the same provider, offered beside a widget (the donation widget's campaign page). */
  pageUrl: address.optional(),
  /** The provider's id of a widget the page shows (the donation widget). */
  widgetId: z.string().regex(/^[\w-]+$/, 'must be letters, digits, "-" or "_"').optional(),
  /** The provider's names for query parameters the site fills (the checkout's add-on). */
  parameters: z.record(z.string(), z.string().min(1)).optional(),
  /** Other origins the provider's script or page loads from, by kind, for the policy. */
  alsoLoadsFrom: z.partialRecord(z.enum(loadKinds), z.array(origin)).optional(),
  /** The provider's Spanish version (a Spanish form's address), for the Spanish pages. */
  es: z.strictObject({ url: address.optional(), pageUrl: address.optional() }).optional(),
});

const offEmbed = z.union([
  z.literal('off'),
  z.strictObject({ off: z.literal(true), link: address.optional() }),
]);

// One list of embeds: the contract's keys, each described here.
if (Object.keys(EMBED_DESCRIPTIONS).join() !== Object.keys(EMBEDS).join()) throw new Error('EMBED_DESCRIPTIONS must describe exactly the EMBEDS of providers.js');

const providersFileSchema = z.strictObject({
  embeds: z.partialRecord(z.enum(Object.keys(EMBEDS)), z.union([configuredEmbed, offEmbed])),
});

/**
 * @typedef {z.infer<typeof providersFileSchema>} ProvidersFile
 * @typedef {z.infer<typeof configuredEmbed>} ConfiguredEmbedSettings
 * @typedef {typeof loadKinds[number]} LoadKind
 * @typedef {{ origin: string, loads: LoadKind[], what: string }} EmbedOrigin
 * @typedef {{ file: string, embeds: ProvidersFile['embeds'] }} ProvidersConfig
 */

/**
 * Reads and checks a provider configuration file: the configuration, or every problem (unreadable
 * JSON, a setting the schema refuses, and with `production` every embed that is neither configured
 * nor `off` and every address that is not https), each a line naming the setting.
 * @param {string} file
 * @param {{ production: boolean }} options
 * @returns {{ config: ProvidersConfig } | { problems: string[] }}
 */
function readProvidersFile(file, { production }) {
  /** @type {unknown} */
  let json;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return { problems: [`- PROVIDERS_FILE: ${file} cannot be read as JSON (${/** @type {Error} */ (error).message})`] };
  }
  const parsed = providersFileSchema.safeParse(json);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => `- PROVIDERS_FILE ${issue.path.length > 0 ? issue.path.join('.') : '(the file)'}: ${issue.message}`) };
  }
  const problems = [];
  for (const [key, what] of Object.entries(EMBED_DESCRIPTIONS)) {
    const embed = parsed.data.embeds[key];
    if (embed === undefined && production) problems.push(`- PROVIDERS_FILE embeds.${key}: is neither configured ({ "url": ... }) nor "off": ${what}`);
    if (embed === undefined || embed === 'off' || 'off' in embed) continue;
    for (const setting of REQUIRED_SETTINGS[key] ?? []) {
      const [name = '', parameter] = setting.split('.');
      const value = /** @type {Record<string, unknown>} */ (embed)[name];
      if (parameter ? !(/** @type {Record<string, string> | undefined} */ (value)?.[parameter]) : !value) problems.push(`- PROVIDERS_FILE embeds.${key}: needs "${setting}": ${what}`);
    }
    if (production) {
      for (const url of addressesOf(embed)) {
        if (!url.startsWith('https://')) problems.push(`- PROVIDERS_FILE embeds.${key}: ${url} must be https when NODE_ENV=production`);
      }
    }
  }
  return problems.length > 0 ? { problems } : { config: { file, embeds: parsed.data.embeds } };
}

/**
 * Every address an embed's settings hold.
 * @param {ProvidersFile['embeds'][string]} embed
 */
function addressesOf(embed) {
  if (embed === undefined || embed === 'off') return [];
  if ('off' in embed) return embed.link ? [embed.link] : [];
  const pages = [embed.url, embed.pageUrl, embed.es?.url, embed.es?.pageUrl].filter((url) => url !== undefined);
  return [...pages, ...Object.values(embed.alsoLoadsFrom ?? {}).flat()];
}

/**
 * The configuration a server or a build runs with: PROVIDERS_FILE; without it the development
 * configuration, which production refuses.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ config: ProvidersConfig } | { problems: string[] }}
 */
function readProvidersConfig(env) {
  const production = env.NODE_ENV === 'production';
  const file = env.PROVIDERS_FILE ?? '';
  if (file !== '') return readProvidersFile(path.resolve(file), { production });
  if (!production) return readProvidersFile(DEVELOPMENT_PROVIDERS_FILE, { production });
  return {
    problems: [
      '- PROVIDERS_FILE: is required when NODE_ENV=production: the JSON file that configures every embed (forms, widgets, map, posts, tickets, checkout, videos) or marks it "off" (see providers.example.json)',
    ],
  };
}

/**
 * What the pages of a locale get (and carry, in PROVIDERS_ELEMENT_ID): every configured embed's
 * public settings, every other one off. Nothing else of the file. A Spanish page gets an embed's
 * `es` addresses where the file gives them, the English ones otherwise; an English page never does.
 * @param {ProvidersConfig} config
 * @param {import('./locale').Locale} [locale]
 * @returns {import('./providers').PublicProviders}
 */
function publicProviders(config, locale = DEFAULT_LOCALE) {
  return Object.fromEntries(
    Object.keys(EMBEDS).map((key) => {
      const embed = config.embeds[key];
      if (embed === undefined || embed === 'off') return [key, { off: true }];
      if ('off' in embed) return [key, embed.link ? { off: true, link: embed.link } : { off: true }];
      // `alsoLoadsFrom` is for the policy only; `es`, once chosen, is the page's address.
      const { es, ...settings } = embed;
      delete settings.alsoLoadsFrom;
      return [key, locale === 'es' && es ? { ...settings, ...es } : settings];
    }),
  );
}

/**
 * The outside origins the pages may load from, derived from the configured embeds: a framed
 * provider is framed and probed (frame, connect), a widget's script is a script, plus what each
 * names in `alsoLoadsFrom`. An embed that is off, or only linked to, adds nothing.
 * @param {ProvidersConfig} config
 * @returns {EmbedOrigin[]}
 */
function embedOrigins(config) {
  /** @type {Map<string, { loads: Set<LoadKind>, what: string[] }>} */
  const origins = new Map();
  /** @param {string} url @param {LoadKind[]} loads @param {string} key */
  const allow = (url, loads, key) => {
    const { origin } = new URL(url);
    const entry = origins.get(origin) ?? { loads: new Set(), what: [] };
    for (const load of loads) entry.loads.add(load);
    if (!entry.what.includes(key)) entry.what.push(key);
    origins.set(origin, entry);
  };
  for (const [key, embed] of Object.entries(config.embeds)) {
    if (embed === undefined || embed === 'off' || 'off' in embed) continue;
    const load = /** @type {Record<string, string>} */ (EMBEDS)[key];
    for (const url of embed.es?.url ? [embed.url, embed.es.url] : [embed.url]) {
      if (load === 'frame') allow(url, ['frame', 'connect'], key);
      if (load === 'script') allow(url, ['script'], key);
    }
    for (const [load, urls] of Object.entries(embed.alsoLoadsFrom ?? {})) {
      for (const url of urls ?? []) allow(url, [/** @type {LoadKind} */ (load)], key);
    }
  }
  return [...origins].map(([origin, { loads, what }]) => ({ origin, loads: [...loads], what: what.join(', ') }));
}

module.exports = { DEVELOPMENT_PROVIDERS_FILE, embedOrigins, publicProviders, readProvidersConfig, readProvidersFile };
