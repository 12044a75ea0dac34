// The providers the site embeds come from PROVIDERS_FILE, read at start: the served HTML, the page's
// configuration and the Content-Security-Policy follow it; production refuses an incomplete one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import request from 'supertest';
import { PROVIDERS_ELEMENT_ID, ProviderChoice, fillProviders, providerAddress } from 'composition-contract/providers';
import { exampleProviders } from 'composition-contract/providers-testing';
import { createShellApp } from './app';
import { readShellConfig } from './config';
import { productionEnvironment } from './testing';

const exampleFile = path.join(__dirname, '..', '..', 'providers.example.json');
const example = JSON.parse(fs.readFileSync(exampleFile, 'utf8')) as { embeds: Record<string, unknown> };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'providers-'));

/** A provider file: the example's embeds with `changes` (undefined removes one). */
function providersFile(changes: Record<string, unknown>): string {
  const file = path.join(tmp, `providers-${Math.random().toString(36).slice(2)}.json`);
  const embeds = Object.fromEntries(Object.entries({ ...example.embeds, ...changes }).filter(([, value]) => value !== undefined));
  fs.writeFileSync(file, JSON.stringify({ embeds }));
  return file;
}

/** Production, with PROVIDERS_FILE left to each test. */
const production = { ...productionEnvironment, PROVIDERS_FILE: undefined };

/** The problems the shell's server lists when it refuses to start. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    readShellConfig(env);
  } catch (error) {
    return (error as Error).message.split('\n').slice(1);
  }
  return [];
}

describe('the provider configuration in production', () => {
  it('is required: the shell refuses to start without PROVIDERS_FILE, saying so', () => {
    expect(problemsOf(production)).toEqual([expect.stringMatching(/^- PROVIDERS_FILE: is required when NODE_ENV=production/)]);
  });

  it('configures or turns off every embed: the shell names each one left out', () => {
    const file = providersFile({ storeMap: undefined, xPost: undefined, pepperTickets: 'off', youTubePost: { off: true, link: 'https://www.youtube.com/@digitalharbor' } });
    expect(problemsOf({ ...production, PROVIDERS_FILE: file })).toEqual([
      expect.stringMatching(/^- PROVIDERS_FILE embeds\.storeMap: is neither configured .* nor "off": the map of drop-off locations/),
      expect.stringMatching(/^- PROVIDERS_FILE embeds\.xPost: is neither configured .* nor "off": the X post/),
    ]);
  });

  it('refuses plain http addresses, unknown embeds, settings an embed needs, and malformed files', () => {
    expect(problemsOf({ ...production, PROVIDERS_FILE: providersFile({ inquiryForm: { url: 'http://forms.example.net/inquiry' } }) })).toEqual([
      '- PROVIDERS_FILE embeds.inquiryForm: http://forms.example.net/inquiry must be https when NODE_ENV=production',
    ]);
    expect(problemsOf({ ...production, PROVIDERS_FILE: providersFile({ inqiuryForm: 'off' }) })).toEqual(['- PROVIDERS_FILE embeds: Unrecognized key: "inqiuryForm"']);
    expect(problemsOf({ ...production, PROVIDERS_FILE: providersFile({ shieldCheckout: { url: 'https://billing.example.net/store/' } }) })).toEqual([
      expect.stringMatching(/^- PROVIDERS_FILE embeds\.shieldCheckout: needs "parameters\.addOnCode"/),
      expect.stringMatching(/^- PROVIDERS_FILE embeds\.shieldCheckout: needs "parameters\.addOnQuantity"/),
    ]);
    const broken = path.join(tmp, 'broken.json');
    fs.writeFileSync(broken, '{ "embeds": ');
    expect(problemsOf({ ...production, PROVIDERS_FILE: broken })).toEqual([expect.stringMatching(/^- PROVIDERS_FILE: .*broken\.json cannot be read as JSON/)]);
  });

  it.each([
    ['a wildcard host', { url: 'https://*.example.net/form' }, 'url: must name a plain host'],
    ['a ";" in the host (a directive of its own in the policy)', { url: 'https://forms.example.net;script-src/form' }, 'url: must name a plain host'],
    ['a "," in the host', { url: 'https://forms.example.net,https/form' }, 'url: must name a plain host'],
    ['a path where an origin belongs', { url: 'https://forms.example.net/inquiry', alsoLoadsFrom: { script: ['https://cdn.example.net/lib/'] } }, 'alsoLoadsFrom.script.0: must be an origin only'],
    ['a wildcard origin', { url: 'https://forms.example.net/inquiry', alsoLoadsFrom: { img: ['https://*.example.net'] } }, 'alsoLoadsFrom.img.0: must name a plain host'],
  ])('refuses %s: only plain https://host[:port] origins reach the Content-Security-Policy', (_case, inquiryForm, problem) => {
    const problems = problemsOf({ ...production, PROVIDERS_FILE: providersFile({ inquiryForm }) });
    expect(problems).toEqual([expect.stringContaining(`- PROVIDERS_FILE embeds.inquiryForm.${problem}`)]);
  });

  it('starts with the example file, where every embed is configured', () => {
    expect(problemsOf({ ...production, PROVIDERS_FILE: exampleFile })).toEqual([]);
  });

  it('outside production, runs with the example file when none is named, and takes a file that leaves embeds out', () => {
    expect(readShellConfig({}).providers.file).toBe(exampleFile);
    expect(problemsOf({ PROVIDERS_FILE: providersFile({ storeMap: undefined, inquiryForm: { url: 'http://127.0.0.1:5040/inquiry' } }) })).toEqual([]);
  });
});

/** The shell's server over a layout rendered in Node (without a configuration, as its build and the remotes' do): its answer for `pathname`. */
async function served(env: NodeJS.ProcessEnv, html: string, pathname: string) {
  const renderer = { renderShellPage: async () => ({ html, styleTags: '' }) };
  const indexHtml = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
  const dist = fs.mkdtempSync(path.join(tmp, 'dist-'));
  const config = readShellConfig({ API_URL: 'http://127.0.0.1:9', ...env });
  const { app } = createShellApp({ config, dist, indexHtml, buildTimePaths: {}, renderer, log: () => undefined });
  return request(app).get(pathname);
}

/** An embed's frame, titled, or its message when off. */
function frameOf(embed: Parameters<typeof ProviderChoice>[0]['embed'], title: string) {
  return createElement(ProviderChoice, {
    embed,
    configured: () => createElement('iframe', { title, src: providerAddress(embed) }),
    off: () => createElement('p', null, `${title} is not available right now.`),
  });
}

/** The configuration a served page carries. */
const carriedProviders = (text: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${PROVIDERS_ELEMENT_ID}">(.*?)</script>`).exec(text)?.[1] ?? '{}') as Record<string, unknown>;

describe('a page served with the configured providers', () => {
  /** A page whose layout holds the newsletter form. */
  async function servedShell(env: NodeJS.ProcessEnv) {
    return served(env, renderToString(frameOf('newsletterForm', 'Newsletter sign-up form')), '/no-such-page');
  }

  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([directiveName]) => directiveName === name)
      ?.slice(1) ?? [];

  it('frames the configured address, escaped, carries the configuration, and allows that origin', async () => {
    const address = 'https://forms.example.net/f/news?a=1&b="2"';
    const page = await servedShell({ PROVIDERS_FILE: providersFile({ newsletterForm: { url: address } }) });

    const configured = new URL(address).href;
    expect(page.text).toContain(`src="${configured.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`);
    expect(page.text).not.toContain('{{provider:');
    expect(page.text).not.toContain('<template data-provider');
    expect(page.text).not.toContain('Newsletter sign-up form is not available');
    expect(carriedProviders(page.text)).toMatchObject({ ...exampleProviders, newsletterForm: { url: address } });
    expect(directive(page.headers['content-security-policy'] ?? '', 'frame-src')).toContain('https://forms.example.net');
    expect(directive(page.headers['content-security-policy'] ?? '', 'connect-src')).toContain('https://forms.example.net');
  });

  it('says what to do instead of an embed that is off, and allows nothing for it', async () => {
    const page = await servedShell({ PROVIDERS_FILE: providersFile({ newsletterForm: 'off', helpDesk: 'off' }) });

    expect(page.text).toContain('Newsletter sign-up form is not available right now.');
    expect(page.text).not.toContain('<iframe');
    expect(page.text).not.toContain('{{provider:');
    const policy = page.headers['content-security-policy'] ?? '';
    expect(directive(policy, 'script-src')).not.toContain('https://desk.zoho.com');
    expect(directive(policy, 'script-src')).not.toContain('https://static.zohocdn.com');
    // The forms provider stays allowed: the site's other forms use it.
    expect(directive(policy, 'frame-src')).toContain('https://forms.zohopublic.com');
  });

  it('allows no outside origin at all when every embed is off', async () => {
    const file = path.join(tmp, 'all-off.json');
    fs.writeFileSync(file, JSON.stringify({ embeds: {} }));
    const page = await servedShell({ PROVIDERS_FILE: file });
    const policy = page.headers['content-security-policy'] ?? '';
    expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-/), 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003', 'http://localhost:3004']);
  });
});

describe("a provider's Spanish version (es in PROVIDERS_FILE)", () => {
  const english = 'https://forms.example.net/form/ElectronicsDonation';
  const spanish = 'https://formularios.example.org/form/DonacionDeElectronicos';
  const news = 'https://forms.example.net/form/Newsletter';
  const env = { PROVIDERS_FILE: providersFile({ electronicsDonationForm: { url: english, es: { url: spanish } }, newsletterForm: { url: news } }) };
  const html = renderToString(createElement('div', null, frameOf('electronicsDonationForm', 'Electronics donation form'), frameOf('newsletterForm', 'Newsletter sign-up form')));
  const frameAddress = (text: string, title: string) => new RegExp(`<iframe title="${title}" src="([^"]*)"`).exec(text)?.[1];

  it('is what a Spanish page frames and carries; where an embed has none, the English address', async () => {
    const page = await served(env, html, '/es/donate');
    expect(frameAddress(page.text, 'Electronics donation form')).toBe(spanish);
    expect(frameAddress(page.text, 'Newsletter sign-up form')).toBe(news);
    expect(carriedProviders(page.text)).toMatchObject({ electronicsDonationForm: { url: spanish }, newsletterForm: { url: news } });
  });

  it('never reaches an English page, though the policy of every page allows it', async () => {
    const page = await served(env, html, '/donate');
    expect(frameAddress(page.text, 'Electronics donation form')).toBe(english);
    expect(page.text).not.toContain('formularios.example.org/');
    expect(carriedProviders(page.text)).toMatchObject({ electronicsDonationForm: { url: english } });
    expect(carriedProviders(page.text).electronicsDonationForm).not.toHaveProperty('es');
    const frames = (page.headers['content-security-policy'] ?? '').split(';').find((part) => part.trim().startsWith('frame-src'));
    expect(frames).toContain('https://formularios.example.org');
  });
});

describe('a prerendered embed the shell does not know (a remote released with a new one)', () => {
  it('is served as off, the same way the browser renders it', () => {
    const render = () =>
      renderToString(
        createElement(ProviderChoice, {
          embed: 'brandNewWidget' as Parameters<typeof ProviderChoice>[0]['embed'],
          configured: () => createElement('iframe', { src: providerAddress('brandNewWidget' as Parameters<typeof providerAddress>[0]) }),
          off: (link: string | undefined) => createElement('p', null, link ? `See ${link}` : 'Not available.'),
        }),
      );
    expect(fillProviders(render(), exampleProviders)).toBe('<p>Not available.</p>');
  });
});
