// @ts-check
// An embed's Spanish version in PROVIDERS_FILE: checked like its other addresses, allowed by the
// policy, and given to the Spanish pages only.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { embedOrigins, publicProviders, readProvidersFile } = require('./providers-config');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'providers-config-'));

/** @param {Record<string, unknown>} embeds */
function fileWith(embeds) {
  const file = path.join(tmp, `providers-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify({ embeds }));
  return file;
}

const inquiryForm = { url: 'https://forms.example.net/form/Inquiry', es: { url: 'https://formularios.example.org/form/Consulta' } };
const donationWidget = { url: 'https://widgets.example.net/widget.js', widgetId: 'w1', pageUrl: 'https://give.example.net/campaign', es: { pageUrl: 'https://give.example.net/campana' } };

/** @param {Record<string, unknown>} embeds */
function configOf(embeds) {
  const read = readProvidersFile(fileWith(embeds), { production: false });
  if (!('config' in read)) throw new Error(read.problems.join('\n'));
  return read.config;
}

describe("an embed's Spanish version (es)", () => {
  it('is accepted with a url, a pageUrl or both', () => {
    expect(readProvidersFile(fileWith({ inquiryForm, donationWidget }), { production: true })).not.toHaveProperty('config.problems');
    expect(configOf({ inquiryForm, donationWidget }).embeds.inquiryForm).toEqual(inquiryForm);
  });

  it('is refused with an address that is not one, or a setting it does not know', () => {
    expect(readProvidersFile(fileWith({ inquiryForm: { url: inquiryForm.url, es: { url: 'formularios/consulta' } } }), { production: false })).toEqual({
      problems: ['- PROVIDERS_FILE embeds.inquiryForm.es.url: must be an http(s) address'],
    });
    expect(readProvidersFile(fileWith({ inquiryForm: { url: inquiryForm.url, es: { url: inquiryForm.es.url, widgetId: 'x' } } }), { production: false })).toEqual({
      problems: ['- PROVIDERS_FILE embeds.inquiryForm.es: Unrecognized key: "widgetId"'],
    });
    // As the English address: refused with its message, the file's reading never thrown.
    expect(readProvidersFile(fileWith({ inquiryForm: { url: 'forms/inquiry' } }), { production: false })).toEqual({ problems: ['- PROVIDERS_FILE embeds.inquiryForm.url: must be an http(s) address'] });
  });

  it('must be https in production', () => {
    const problems = readProvidersFile(fileWith({ inquiryForm: { url: inquiryForm.url, es: { url: 'http://formularios.example.org/form/Consulta' } } }), { production: true });
    expect(problems).toHaveProperty('problems', expect.arrayContaining(['- PROVIDERS_FILE embeds.inquiryForm: http://formularios.example.org/form/Consulta must be https when NODE_ENV=production']));
  });

  it("has its framed address's origin allowed beside the English one's", () => {
    const origins = embedOrigins(configOf({ inquiryForm }));
    expect(origins).toEqual(
      expect.arrayContaining([
        { origin: 'https://forms.example.net', loads: ['frame', 'connect'], what: 'inquiryForm' },
        { origin: 'https://formularios.example.org', loads: ['frame', 'connect'], what: 'inquiryForm' },
      ]),
    );
  });

  it('gives the Spanish pages its addresses, the English ones where it has none, and the English pages never', () => {
    const config = configOf({ inquiryForm, donationWidget, newsletterForm: { url: 'https://forms.example.net/form/News' } });
    const spanish = publicProviders(config, 'es');
    expect(spanish.inquiryForm).toEqual({ url: inquiryForm.es.url });
    expect(spanish.donationWidget).toEqual({ url: donationWidget.url, widgetId: 'w1', pageUrl: 'https://give.example.net/campana' });
    expect(spanish.newsletterForm).toEqual({ url: 'https://forms.example.net/form/News' });
    const english = publicProviders(config, 'en');
    expect(english.inquiryForm).toEqual({ url: inquiryForm.url });
    expect(english.donationWidget).toEqual({ url: donationWidget.url, widgetId: 'w1', pageUrl: donationWidget.pageUrl });
    expect(publicProviders(config)).toEqual(english);
  });
});
