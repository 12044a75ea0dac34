/** @jest-environment node */
import { renderOnServer } from '../../serverRendering';
import { EmbeddedFrame } from './EmbeddedFrame';

describe('EmbeddedFrame on the server', () => {
  it('deferred, frames the page in a noscript for a browser without JavaScript, beside the held place', async () => {
    const { html, styleTags } = await renderOnServer(
      <EmbeddedFrame title="Newsletter sign-up" src="https://forms.example.org/news?a=1&b=2" height={420} deferred placeholder="The form appears here." />,
      { path: '/' },
    );

    expect(html).toContain('The form appears here.');
    expect(html).toMatch(/<noscript><iframe [^>]*title="Newsletter sign-up"[^>]*src="https:\/\/forms\.example\.org\/news\?a=1&amp;b=2"[^>]*loading="lazy"/);
    // Where the frame is there from the start, the held place is not shown.
    expect(styleTags).toMatch(/@media \(scripting: ?none\)\{[^}]*\{display:none;\}/);
  });

  it('not deferred, frames the page for everyone, with no noscript', async () => {
    const { html } = await renderOnServer(<EmbeddedFrame title="Map" src="https://maps.example.org" height={500} />, { path: '/' });

    expect(html).toMatch(/<iframe [^>]*title="Map"/);
    expect(html).not.toContain('<noscript>');
  });
});
