/** @jest-environment node */
// The appeal page renders in Node with react-dom/server: no browser globals during render.
import { fillProviders } from 'composition-contract/providers';
import { exampleAddress, exampleProviders, offProviders } from 'composition-contract/providers-testing';
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
    const { html: prerendered, styleTags } = await renderRouteOnServer([route], route.path);
    // As the shell's server serves it with the example's providers.
    const html = fillProviders(prerendered, exampleProviders);

    expect(html).toMatch(/<h1[^>]*>Harold Whitfield, Will You Join Us\?<\/h1>/);
    expect(html).toContain('Mr. Whitfield, we are asking you');
    expect(html).toMatch(/<button type="button"[^>]*>.*Play video<span[^>]*> message for Harold Whitfield<\/span>/);
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(/<input(?=[^>]*type="radio")(?=[^>]*value="10000")(?=[^>]*checked="")[^>]*>/);
    expect(html).toMatch(/<input(?=[^>]*type="radio")(?=[^>]*value="credit")(?=[^>]*checked="")[^>]*>/);
    expect(html).toContain(`href="${exampleAddress('appealDonationForm')}?donation=10000&amp;namefirst=Harold`);
    expect(html).toContain(`secure form at ${new URL(exampleAddress('appealDonationForm')).host}, with`);
    expect(html).toContain(`href="${exampleAddress('appealVideos')}appeal-harold"`);
    expect(html).toContain('mailto:harold.whitfield@example.com');
    expect(styleTags).toContain('<style');
  });

  it('prerendered without its providers, is served with the ones that are off saying so', async () => {
    const { html: prerendered } = await renderRouteOnServer([route], route.path);
    const html = fillProviders(prerendered, offProviders);

    expect(html).not.toContain('{{provider:');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('Play video');
    expect(html).toContain('The video message is not available on this site right now.');
    expect(html).toContain('Our online donation form is not available right now.');
    expect(html).not.toContain('Continue to the donation form');
  });
});
