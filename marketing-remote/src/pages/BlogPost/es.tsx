import { blogMeta } from '../../content/blog/blogMeta.es';
import { blogTexts } from '../../content/blog/blogPage.es';
import { articles } from '../../content/blog/generated/articles.es';
import { postCards } from '../../content/blog/generated/postCards.es';
import { SpanishPage } from '../SpanishPage';
import { BlogPostPage } from './BlogPostPage';

/** A Spanish blog post. */
export default function BlogPostEs({ slug }: { slug: string }) {
  return (
    <SpanishPage>
      <BlogPostPage slug={slug} content={{ meta: blogMeta, texts: blogTexts, postCards, articles }} />
    </SpanishPage>
  );
}
