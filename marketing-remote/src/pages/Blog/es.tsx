import { blogMeta } from '../../content/blog/blogMeta.es';
import * as texts from '../../content/blog/blogPage.es';
import { postCards } from '../../content/blog/generated/postCards.es';
import { SpanishPage } from '../SpanishPage';
import { BlogPage, type BlogProps } from './BlogPage';

/** The Spanish blog's list pages. */
export default function BlogEs(props: BlogProps) {
  return (
    <SpanishPage>
      <BlogPage {...props} content={{ meta: blogMeta, texts, postCards }} />
    </SpanishPage>
  );
}
