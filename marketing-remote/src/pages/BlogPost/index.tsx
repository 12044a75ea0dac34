import { blogMeta } from '../../content/blog/blogMeta';
import { blogTexts } from '../../content/blog/blogPage';
import { articles } from '../../content/blog/generated/articles';
import { postCards } from '../../content/blog/generated/postCards';
import { BlogPostPage } from './BlogPostPage';

/** An English blog post. */
export default function BlogPost({ slug }: { slug: string }) {
  return <BlogPostPage slug={slug} content={{ meta: blogMeta, texts: blogTexts, postCards, articles }} />;
}
