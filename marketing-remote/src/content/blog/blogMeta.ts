/** The blog's list pages as search results and the feed's link name them (apart: the route table loads it). */
export const blogMeta = {
  title: 'Blog',
  description: 'Stories from the Digital Harbor refurbishing floor and guides: erasing donated drives, Windows 11, hotspots and home internet.',
  feedTitle: 'Digital Harbor Blog',
};
