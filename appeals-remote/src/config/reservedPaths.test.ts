/** @jest-environment node */
import { reservedSlugs, slugOfPath } from './reservedPaths';

describe('paths an appeal slug must not take', () => {
  it('reserve each screen of the spec under every spelling that reaches it', () => {
    expect(['/Team/', '/team.html', '/team'].map(slugOfPath)).toEqual(['team', 'team', 'team']);
    expect(slugOfPath('/Pepper-Fest')).toBe('pepper-fest');
    for (const slug of ['dsclasses', 'pepper', 'pepper-fest', 'uploadrecommendation', 'shield5grouter', 'api']) expect(reservedSlugs).toContain(slug);
  });
});
