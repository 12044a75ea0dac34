import { allListPages, categoriesOf, listPage, listPath, POSTS_PER_PAGE } from './listing';


const posts = Array.from({ length: 23 }, (_, index) => ({
  slug: `post-${index}`,
  category: index % 2 === 0 ? 'Guides' : 'Stories',
  categorySlug: index % 2 === 0 ? 'guides' : 'stories',
}));

describe('blog listing', () => {
  it('gives each list page its own address', () => {
    expect(listPath(undefined)).toBe('/blog');
    expect(listPath(undefined, 2)).toBe('/blog/page/2');
    expect(listPath('guides')).toBe('/blog/category/guides');
    expect(listPath('guides', 3)).toBe('/blog/category/guides/page/3');
  });

  it('splits a list into pages of ten', () => {
    expect(POSTS_PER_PAGE).toBe(10);
    expect(listPage(posts, undefined, 1).posts.map((post) => post.slug)).toEqual(posts.slice(0, 10).map((post) => post.slug));
    expect(listPage(posts, undefined, 3)).toMatchObject({ page: 3, pageCount: 3, posts: posts.slice(20) });
    expect(listPage(posts, 'stories', 2).posts.every((post) => post.categorySlug === 'stories')).toBe(true);
  });

  it('lists every page of all posts and of each category, and one page when there are few posts', () => {
    expect(categoriesOf(posts)).toEqual([
      { slug: 'guides', name: 'Guides' },
      { slug: 'stories', name: 'Stories' },
    ]);
    expect(allListPages(posts).map((list) => list.path)).toEqual([
      '/blog',
      '/blog/page/2',
      '/blog/page/3',
      '/blog/category/guides',
      '/blog/category/guides/page/2',
      '/blog/category/stories',
      '/blog/category/stories/page/2',
    ]);
    expect(allListPages(posts.slice(0, 3)).map((list) => list.path)).toEqual(['/blog', '/blog/category/guides', '/blog/category/stories']);
  });
});
