/** @jest-environment node */
import { writeContentFiles } from './generate';

describe('the generated content modules', () => {
  it('are up to date with the Markdown files (run `npm run content -w marketing-remote` after editing a post)', () => {
    expect(writeContentFiles({ check: true })).toEqual([]);
  });
});
