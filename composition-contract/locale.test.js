// @ts-check
const { localeOfPath, pathInLocale, pathWithoutLocale, isLocale, ROUTES_MODULE } = require('./locale');

describe('the locale of an address', () => {
  it('is Spanish under /es and English everywhere else', () => {
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/donate')).toBe('es');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/donate')).toBe('en');
    // A page of its own whose name starts with "es" is English.
    expect(localeOfPath('/ewaste')).toBe('en');
    expect(localeOfPath('/estate')).toBe('en');
  });

  it('gives the same page in the other language, the home page included', () => {
    expect(pathInLocale('/donate', 'es')).toBe('/es/donate');
    expect(pathInLocale('/', 'es')).toBe('/es');
    expect(pathInLocale('/es/donate', 'en')).toBe('/donate');
    expect(pathInLocale('/es', 'en')).toBe('/');
    expect(pathInLocale('/es/donate', 'es')).toBe('/es/donate');
    expect(pathWithoutLocale('/es/shield/account')).toBe('/shield/account');
  });

  it('knows its locales and the route module each is exposed as', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(ROUTES_MODULE).toEqual({ en: './routes', es: './routes-es' });
  });
});
