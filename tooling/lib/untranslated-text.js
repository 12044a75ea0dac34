// @ts-check
// English left in a Spanish page (issue 44): after prerendering, each Spanish page's texts (and
// its route's title and description) are compared with its English twin's. A text of three or more words that is the same on both pages
// was not translated, and fails the build. Proper names (every word capitalised) and the names and brand words that stay the same in Spanish
// (the remote's `untranslatedText`, webpack-config.js) do not count as words.
const { Parser } = require('htmlparser2');
const { pathInLocale } = require('composition-contract/locale');
const { SITE_NAME } = require('composition-contract/site');

/** Attributes a person reads or hears: a text there is translated as the page's text is. */
const READ_ATTRIBUTES = new Set(['alt', 'aria-label', 'title', 'placeholder']);
/** Elements whose content is code, not text. */
const CODE_ELEMENTS = new Set(['script', 'style']);
/** How many words make a text that must be translated: fewer can be the same in both languages ("Email", "Shield Pro"). */
const MIN_WORDS = 3;

/**
 * The texts of a page's HTML: each run of text between two tags (React's `<!-- -->` between two
 * pieces of one text does not split it), and the attributes a person reads, whitespace collapsed.
 * @param {string} html
 * @returns {string[]}
 */
function textsOf(html) {
  /** @type {string[]} */
  const texts = [];
  let run = '';
  let inCode = 0;
  const add = (/** @type {string} */ text) => {
    const collapsed = text.replace(/\s+/g, ' ').trim();
    if (collapsed) texts.push(collapsed);
  };
  const flush = () => {
    add(run);
    run = '';
  };
  const parser = new Parser({
    onopentag(name, attributes) {
      flush();
      if (CODE_ELEMENTS.has(name)) inCode += 1;
      for (const [attribute, value] of Object.entries(attributes)) if (READ_ATTRIBUTES.has(attribute)) add(value);
    },
    onclosetag(name) {
      flush();
      if (CODE_ELEMENTS.has(name)) inCode -= 1;
    },
    ontext(text) {
      if (inCode === 0) run += text;
    },
  });
  parser.write(html);
  parser.end();
  flush();
  return texts;
}

/** A word of a language: letters (an apostrophe or hyphen inside), once its punctuation is trimmed; not a model number ("T10", "4G"), a price or an email address. */
const WORD = /^\p{L}+(?:['’-]\p{L}+)*$/u;

/**
 * How many words of a text must be translated, once the names and brand words that stay the same
 * are taken out.
 * @param {string} text
 * @param {string[]} untranslated
 */
function wordsToTranslate(text, untranslated) {
  const rest = untranslated.reduce((left, phrase) => left.split(phrase).join(' '), text);
  const words = rest
    .split(/\s+/)
    .map((word) => word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ''))
    .filter((word) => WORD.test(word));
  return isProperName(words) ? 0 : words.length;
}

/** The small words a proper name may hold in lower case ("Bank of the Hudson"). */
const NAME_CONNECTORS = new Set(['of', 'and', 'the', 'for', 'on', 'at', 'in']);

/**
 * Whether words are a proper name, which stays the same in Spanish (an organisation, a person, a
 * place: "Riverside Community Library, Manhattan"): every word capitalised but the small words
 * between them. A heading in title case passes too; its twin's description and body still count.
 * @param {string[]} words
 */
function isProperName(words) {
  return words.length > 0 && /^\p{Lu}/u.test(words[0] ?? '') && words.every((word) => /^\p{Lu}/u.test(word) || NAME_CONNECTORS.has(word));
}

/**
 * The texts of Spanish that are the same in English: English left over.
 * @param {string[]} englishTexts
 * @param {string[]} spanishTexts
 * @param {string[]} untranslated names and brand words that stay the same (the site's name always does)
 * @returns {string[]} each such text once, in the Spanish order
 */
function sameTexts(englishTexts, spanishTexts, untranslated) {
  const kept = [SITE_NAME, ...untranslated];
  const english = new Set(englishTexts);
  return [...new Set(spanishTexts.filter((text) => english.has(text) && wordsToTranslate(text, kept) >= MIN_WORDS))];
}

/**
 * The texts of a Spanish page that are the same on its English twin: English left over.
 * @param {{ english: string, spanish: string, untranslated?: string[] }} pages the two pages' HTML;
 * `untranslated`: names and brand words that stay the same in both languages (the site's name always does)
 * @returns {string[]} each such text once, in the Spanish page's order
 */
function englishLeftIn({ english, spanish, untranslated = [] }) {
  return sameTexts(textsOf(english), textsOf(spanish), untranslated);
}

/**
 * @typedef {{ path: string, handle: { title?: string, description?: string, contentLocale?: 'en' } }} TableRoute
 */

/**
 * One message per Spanish page with English left in it: each page of the Spanish table (but one
 * whose content stays English, `contentLocale: 'en'`) against its English twin, its title and
 * description, and its prerendered texts.
 * @param {{
 *   pages: Record<string, { html: string }>,
 *   routes: TableRoute[],
 *   spanishRoutes: TableRoute[],
 *   untranslated?: string[],
 * }} build the prerendered pages by path, the English and Spanish route tables, the remote's `untranslatedText`
 * @returns {string[]}
 */
function untranslatedTextProblems({ pages, routes, spanishRoutes, untranslated = [] }) {
  return spanishRoutes.flatMap((route) => {
    const englishPath = pathInLocale(route.path, 'en');
    const twin = routes.find((candidate) => candidate.path === englishPath);
    if (route.handle.contentLocale === 'en' || !twin) return [];
    /** @param {TableRoute} tableRoute */
    const headTexts = (tableRoute) => [tableRoute.handle.title ?? '', tableRoute.handle.description ?? ''];
    const spanish = pages[route.path];
    const english = pages[englishPath];
    const englishTexts = [...headTexts(twin), ...(spanish && english ? textsOf(english.html) : [])];
    const spanishTexts = [...headTexts(route), ...(spanish && english ? textsOf(spanish.html) : [])];
    const left = sameTexts(englishTexts, spanishTexts, untranslated);
    return left.length > 0 ? [`${route.path} has English text the same as on ${englishPath}: ${left.map((text) => JSON.stringify(text)).join(', ')}`] : [];
  });
}

module.exports = { textsOf, englishLeftIn, untranslatedTextProblems };
