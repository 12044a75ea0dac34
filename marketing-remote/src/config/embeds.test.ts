import { EMBEDS } from 'composition-contract/providers';
import { forms, socialPosts, storeLocatorMap } from './embeds';

describe('external embeds', () => {
  const frames = [...Object.values(forms), storeLocatorMap, ...socialPosts];

  it('are framed providers of the contract, each with a title and a fixed height', () => {
    for (const frame of frames) {
      expect(EMBEDS[frame.key]).toBe('frame');
      expect(frame.title).not.toBe('');
      expect(frame.height).toBeGreaterThan(0);
    }
    expect(new Set(frames.map((frame) => frame.key)).size).toBe(frames.length);
  });

  it('give every frame its own title, so screen readers can tell them apart', () => {
    const titles = frames.map((frame) => frame.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('embed one post from each of the five networks', () => {
    expect(socialPosts.map((post) => post.network)).toEqual(['LinkedIn', 'Instagram', 'TikTok', 'X', 'YouTube']);
  });
});
