/** @jest-environment node */
import { collisionsWithOtherRemotes } from '../../appealChecks';
import { appeals } from '../content/appealEntries';
import { reservedSlugs, slugOfPath } from './reservedPaths';

describe('paths an appeal slug must not take', () => {
  it('reserve each screen of the spec under every spelling that reaches it', () => {
    expect(['/Team/', '/team.html', '/team'].map(slugOfPath)).toEqual(['team', 'team', 'team']);
    expect(slugOfPath('/Pepper-Fest')).toBe('pepper-fest');
    for (const slug of ['dsclasses', 'pepper', 'pepper-fest', 'uploadrecommendation', 'shield5grouter', 'api']) expect(reservedSlugs).toContain(slug);
  });

  it("include the other remotes' real routes: no appeal takes a path they serve", () => {
    expect(collisionsWithOtherRemotes(appeals.map((appeal) => `/${appeal.slug}`))).toEqual([]);
  });

  it('name the slug and the remote when one does', () => {
    expect(collisionsWithOtherRemotes(['/janedoe', '/shield', '/auth'])).toEqual([
      'appeals.json slug "shield": /shield is already a page of the shield remote',
      'appeals.json slug "auth": /auth is already a page of the portal remote',
    ]);
  });
});
