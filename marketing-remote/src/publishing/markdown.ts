// Markdown to HTML at build time: markdown-it renders (raw HTML in a post is shown as text, not
// markup), sanitize-html keeps only the elements and addresses an article may hold. The browser
// never downloads either library: pages receive the finished HTML.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

/** A heading's id: its words, lower case, joined by hyphens. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const allowedTags = ['h2', 'h3', 'h4', 'p', 'a', 'ul', 'ol', 'li', 'strong', 'em', 'code', 'pre', 'blockquote', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'br'];

/** External links open safely; the site's own stay as they are. */
function linkAttributes(attribs: Record<string, string>): Record<string, string> {
  const href = attribs.href ?? '';
  return /^https?:\/\//i.test(href) ? { ...attribs, rel: 'noopener noreferrer' } : attribs;
}

export type RenderedMarkdown = { html: string; headings: Array<{ id: string; text: string }> };

/**
 * Renders a post's or a page's Markdown to sanitised HTML. A `#` heading becomes an `h2` (the page's
 * own title is its only `h1`); every `h2` gets an id and is listed in `headings` (a table of contents).
 */
export function renderMarkdown(source: string): RenderedMarkdown {
  const headings: RenderedMarkdown['headings'] = [];
  const rendered = markdown.render(source).replace(/<h1>/g, '<h2>').replace(/<\/h1>/g, '</h2>');
  const html = sanitizeHtml(rendered, {
    allowedTags,
    allowedAttributes: { a: ['href', 'rel', 'title'], img: ['src', 'alt', 'title', 'width', 'height', 'loading'], h2: ['id'], th: ['align'], td: ['align'] },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  }).replace(/<h2>([\s\S]*?)<\/h2>/g, (_whole, inner: string) => {
    const text = inner.replace(/<[^>]+>/g, '');
    const id = headingId(text);
    headings.push({ id, text: decodeEntities(text) });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html, headings };
}

/** The words of a Markdown text, for the reading time. */
export function wordCount(source: string): number {
  return source.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

function decodeEntities(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}
