// @ts-check
// English left in a Spanish page (issue 44): after prerendering, each Spanish page's texts are
// compared with its English twin's. A text of three or more words that is the same on both pages
// was not translated, and fails the build. Names and brand words that stay the same in Spanish
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

/**
 * How many words of a text must be translated: those with a letter, once the names and brand words
 * that stay the same are taken out.
 * @param {string} text
 * @param {string[]} untranslated
 */
function wordsToTranslate(text, untranslated) {
  const rest = untranslated.reduce((left, phrase) => left.split(phrase).join(' '), text);
  return rest.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}

/**
 * The texts of a Spanish page that are the same on its English twin: English left over.
 * @param {{ english: string, spanish: string, untranslated?: string[] }} pages the two pages' HTML;
 * `untranslated`: names and brand words that stay the same in both languages (the site's name always does)
 * @returns {string[]} each such text once, in the Spanish page's order
 */
function englishLeftIn({ english, spanish, untranslated = [] }) {
  const kept = [SITE_NAME, ...untranslated];
  const englishTexts = new Set(textsOf(english));
  const left = textsOf(spanish).filter((text) => englishTexts.has(text) && wordsToTranslate(text, kept) >= MIN_WORDS);
  return [...new Set(left)];
}

/**
 * One message per Spanish page with English left in it: each prerendered page of the Spanish table
 * (but one whose content stays English, `contentLocale: 'en'`) against its English twin's.
 * @param {{
 *   pages: Record<string, { html: string }>,
 *   spanishRoutes: Array<{ path: string, handle: { contentLocale?: 'en' } }>,
 *   untranslated?: string[],
 * }} build the prerendered pages by path, the Spanish route table, the remote's `untranslatedText`
 * @returns {string[]}
 */
function untranslatedTextProblems({ pages, spanishRoutes, untranslated = [] }) {
  return spanishRoutes.flatMap((route) => {
    const spanish = pages[route.path];
    const english = pages[pathInLocale(route.path, 'en')];
    if (route.handle.contentLocale === 'en' || !spanish || !english) return [];
    const left = englishLeftIn({ english: english.html, spanish: spanish.html, untranslated });
    return left.length > 0 ? [`${route.path} has English text the same as on ${pathInLocale(route.path, 'en')}: ${left.map((text) => JSON.stringify(text)).join(', ')}`] : [];
  });
}

module.exports = { textsOf, englishLeftIn, untranslatedTextProblems };
