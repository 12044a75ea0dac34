/** @jest-environment node */
// Every content module has a Spanish twin (`<name>.es.ts` beside `<name>.ts`, generated ones
// included) with the English one's shape: the same keys at every depth, as many items, text for text.
import fs from 'node:fs';
import path from 'node:path';
import { expectSameShape } from 'ui/testing';

/** Modules of this folder that hold types or code, no words, or names that stay as they are in both languages. */
const withoutWords = ['pageHero.ts', 'donorLogos.ts', 'partnerOrganisations.ts', 'blog/listing.ts', 'blog/types.ts', 'legal/types.ts'];

function englishModules(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return englishModules(path.join(dir, entry.name), `${relative}/`);
    const isEnglishModule = relative.endsWith('.ts') && !relative.endsWith('.es.ts') && !relative.endsWith('.test.ts');
    return isEnglishModule && !withoutWords.includes(relative) ? [relative] : [];
  });
}

const modules = englishModules(__dirname);

describe('Spanish content', () => {
  it('finds the content modules, generated ones included', () => {
    expect(modules).toEqual(expect.arrayContaining(['home.ts', 'blog/generated/postCards.ts', 'legal/generated/legalPages.ts']));
  });

  it.each(modules)('%s has a Spanish twin of the same shape', (file) => {
    const spanishFile = file.replace(/\.ts$/, '.es.ts');
    expect(fs.existsSync(path.join(__dirname, spanishFile))).toBe(true);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each module by its file name
    const english: Record<string, unknown> = require(`./${file}`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each module by its file name
    const spanish: Record<string, unknown> = require(`./${spanishFile}`);
    expectSameShape(english, spanish, file);
  });
});
