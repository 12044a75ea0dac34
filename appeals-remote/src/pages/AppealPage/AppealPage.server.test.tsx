/** @jest-environment node */
// The appeal page renders in Node with react-dom/server: no browser globals during render.
import { renderRouteOnServer } from 'ui/server';
import type { SiteRoute } from 'ui';
import AppealPage from '.';
import { formalAppeal } from './testAppeals';

const route: SiteRoute = {
  path: `/${formalAppeal.slug}`,
  element: <AppealPage appeal={formalAppeal} />,
  handle: { title: 'Harold Whitfield, Will You Join Us?', description: 'An appeal.', noindex: true },
};

describe('AppealPage on a server', () => {
  it('renders the whole page: heading, pitch, poster, donation choice and contact', async () => {
    expect(typeof window).toBe('undefined');
    const { html, styleTags } = await renderRouteOnServer([route], route.path);

    expect(html).toMatch(/<h1[^>]*>Harold Whitfield, Will You Join Us\?<\/h1>/);
    expect(html).toContain('Mr. Whitfield, we are asking you');
    expect(html).toMatch(/<button type="button"[^>]*>.*Play video<span[^>]*> message for Harold Whitfield<\/span>/);
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(/<input(?=[^>]*type="radio")(?=[^>]*value="10000")(?=[^>]*checked="")[^>]*>/);
    expect(html).toMatch(/<input(?=[^>]*type="radio")(?=[^>]*value="credit")(?=[^>]*checked="")[^>]*>/);
    expect(html).toContain('href="https://donate.example.org/forms/will-you-join-us?donation=10000&amp;namefirst=Harold');
    expect(html).toContain('mailto:harold.whitfield@example.com');
    expect(styleTags).toContain('<style');
  });
});
