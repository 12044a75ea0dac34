import { expectSameShape } from 'ui/testing';
import { chrome as english } from './chrome';
import { chrome as spanish } from './chrome.es';

describe("the shell's chrome in both languages", () => {
  it('has every English text in Spanish, with the same keys, paths and ids', () => {
    const { languageOffer, ...englishTexts } = english;
    expect(languageOffer).toBeDefined();
    expectSameShape(englishTexts, spanish);
    const paths = (chrome: typeof english) => chrome.navigation.groups.flatMap((group) => [group.id, ...group.links.map((link) => link.path)]);
    expect(paths(spanish)).toEqual(paths(english));
  });

  it('offers Spanish only on English pages: a Spanish page has no offer', () => {
    expect(spanish.languageOffer).toBeUndefined();
  });
});
