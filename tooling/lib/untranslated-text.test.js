// @ts-check
const { describe, expect, it } = require('@jest/globals');
const { englishLeftIn, textsOf, untranslatedTextProblems } = require('./untranslated-text');

/** A page as React renders it: a heading, a paragraph with a link, an image, a button. */
const englishPage =
  '<!--$--><main><h1>Free internet for families</h1><p>Our hotspots reach <!-- -->400<!-- --> homes. <a href="/donate">Give today</a></p>' +
  '<img alt="A family at their kitchen table" src="a.png"/><p>Maria Elena Ruiz, Digital Harbor Shield</p>' +
  '<button type="submit">Send the form now</button><script>window.x = "Send the form now"</script></main><!--/$-->';

describe('textsOf', () => {
  it('reads each text between tags as one (React’s markers do not split it), the attributes a person reads, no code', () => {
    expect(textsOf(englishPage)).toEqual([
      'Free internet for families',
      'Our hotspots reach 400 homes.',
      'Give today',
      'A family at their kitchen table',
      'Maria Elena Ruiz, Digital Harbor Shield',
      'Send the form now',
    ]);
  });

  it('decodes entities and collapses whitespace', () => {
    expect(textsOf('<p>Tom &amp;\n   Jerry&#39;s   house</p>')).toEqual(["Tom & Jerry's house"]);
  });
});

describe('englishLeftIn: a Spanish page against its English twin', () => {
  const translated =
    '<!--$--><main><h1>Internet gratuito para familias</h1><p>Nuestros puntos de acceso llegan a <!-- -->400<!-- --> hogares. <a href="/es/donate">Done hoy</a></p>' +
    '<img alt="Una familia en la mesa de su cocina" src="a.png"/><p>Maria Elena Ruiz, Digital Harbor Shield</p>' +
    '<button type="submit">Enviar el formulario</button></main><!--/$-->';

  it('passes a page fully translated, its names kept as they are', () => {
    expect(englishLeftIn({ english: englishPage, spanish: translated, untranslated: ['Maria Elena Ruiz', 'Shield'] })).toEqual([]);
  });

  it('finds a sentence left in English, and an image description', () => {
    const leftOver = translated.replace('Enviar el formulario', 'Send the form now').replace('Una familia en la mesa de su cocina', 'A family at their kitchen table');
    expect(englishLeftIn({ english: englishPage, spanish: leftOver, untranslated: ['Maria Elena Ruiz', 'Shield'] })).toEqual([
      'A family at their kitchen table',
      'Send the form now',
    ]);
  });

  it('lets a proper name stay (every word capitalised but the small words between), without a list', () => {
    expect(englishLeftIn({ english: englishPage, spanish: translated })).toEqual([]);
    const names = '<p>Riverside Community Library, Manhattan</p><p>Bank of the Hudson</p><p>Paterson Women’s Collective</p>';
    expect(englishLeftIn({ english: names, spanish: names })).toEqual([]);
  });

  it('counts a name inside a sentence as English left over', () => {
    const english = '<p>Maria Elena Ruiz works with us</p>';
    expect(englishLeftIn({ english, spanish: english })).toEqual(['Maria Elena Ruiz works with us']);
  });

  it('lets a short text be the same in both languages (fewer than three words), model numbers and addresses not counting as words', () => {
    const english = '<p>Email</p><p>Shield Pro</p><p>$14.89 per month</p><p>T10 4G Hotspot</p><p>info@example.org, 5G/4G LTE</p>';
    expect(englishLeftIn({ english, spanish: english })).toEqual([]);
  });
});

describe('untranslatedTextProblems: every Spanish page of a build', () => {
  const routes = [
    { path: '/', handle: { title: 'Digital Harbor', description: 'Free computers and classes for families.' } },
    { path: '/jane', handle: { title: 'Will you join us?', description: 'A letter from Jane.' } },
    { path: '/portal', handle: { title: 'Your portal', description: 'Your application and its computers.' } },
  ];
  const pages = {
    '/': { html: '<h1>Free internet for families</h1>' },
    '/es': { html: '<h1>Free internet for families</h1>' },
    '/jane': { html: '<p>Will you join us this spring?</p>' },
    '/es/jane': { html: '<p>Will you join us this spring?</p>' },
    '/portal': { html: '<p>Loading your account now</p>' },
  };

  it('names each Spanish page with English left in it and the text, but a page whose content stays English', () => {
    const spanishRoutes = [
      { path: '/es', handle: { title: 'Digital Harbor', description: 'Computadoras y clases gratuitas para familias.' } },
      { path: '/es/jane', handle: { title: 'Will you join us?', description: 'A letter from Jane.', contentLocale: /** @type {const} */ ('en') } },
      // Not prerendered: its title and description are compared.
      { path: '/es/portal', handle: { title: 'Su portal', description: 'Your application and its computers.' } },
    ];
    expect(untranslatedTextProblems({ pages, routes, spanishRoutes })).toEqual([
      '/es has English text the same as on /: "Free internet for families"',
      '/es/portal has English text the same as on /portal: "Your application and its computers."',
    ]);
  });
});
