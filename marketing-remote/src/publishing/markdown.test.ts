/** @jest-environment node */
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists, links, images, tables and block quotes', () => {
    const { html } = renderMarkdown(
      ['## Steps', '', '1. one', '2. two', '', '- a', '', '[donate](/donate)', '', '![A laptop](https://example.org/a.png)', '', '| a | b |', '|---|---|', '| 1 | 2 |', '', '> quoted'].join('\n'),
    );
    expect(html).toContain('<h2 id="steps">Steps</h2>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<ul>');
    expect(html).toContain('<a href="/donate">donate</a>');
    expect(html).toContain('<img src="https://example.org/a.png" alt="A laptop" loading="lazy" />');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<blockquote>');
  });

  it('opens external links with rel="noopener noreferrer" and leaves the site\'s own alone', () => {
    const { html } = renderMarkdown('[ours](/about) and [theirs](https://example.org/page)');
    expect(html).toContain('<a href="/about">ours</a>');
    expect(html).toContain('<a href="https://example.org/page" rel="noopener noreferrer">theirs</a>');
  });

  it('never lets a script, an event handler or a javascript: link reach the page', () => {
    const source = [
      '<script>alert(1)</script>',
      '',
      '<img src="x" onerror="alert(2)">',
      '',
      '[click](javascript:alert(3))',
      '',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
      '',
      '![pic](javascript:alert(4))',
    ].join('\n');
    const { html } = renderMarkdown(source);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toMatch(/href="data:/i);
    expect(html).not.toMatch(/src="javascript:/i);
    // Raw HTML in a post is shown as text, not run.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('turns a top-level heading into an h2 (the page keeps its single h1) and lists the h2s for a table of contents', () => {
    const { html, headings } = renderMarkdown("# Who we are\n\ntext\n\n## Your rights & choices\n\n### detail");
    expect(html).not.toContain('<h1');
    expect(headings).toEqual([
      { id: 'who-we-are', text: 'Who we are' },
      { id: 'your-rights-choices', text: 'Your rights & choices' },
    ]);
    expect(html).toContain('<h2 id="your-rights-choices">');
  });
});
