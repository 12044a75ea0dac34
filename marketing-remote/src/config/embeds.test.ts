import { donationWidget, forms, socialPosts, storeLocatorMap } from './embeds';

describe('external embeds', () => {
  const frames = [...Object.values(forms), storeLocatorMap, ...socialPosts];

  it('are https addresses with a title and a fixed height', () => {
    for (const frame of frames) {
      expect(new URL(frame.url).protocol).toBe('https:');
      expect(frame.title).not.toBe('');
      expect(frame.height).toBeGreaterThan(0);
    }
    expect(new URL(donationWidget.scriptUrl).protocol).toBe('https:');
    expect(new URL(donationWidget.pageUrl).protocol).toBe('https:');
  });

  it('give every frame its own title, so screen readers can tell them apart', () => {
    const titles = frames.map((frame) => frame.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('embed one post from each of the five networks', () => {
    expect(socialPosts.map((post) => post.network)).toEqual(['LinkedIn', 'Instagram', 'TikTok', 'X', 'YouTube']);
  });
});
