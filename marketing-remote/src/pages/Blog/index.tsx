import { blogMeta } from '../../content/blog/blogMeta';
import * as texts from '../../content/blog/blogPage';
import { postCards } from '../../content/blog/generated/postCards';
import { BlogPage, type BlogProps } from './BlogPage';

/** The English blog's list pages. */
export default function Blog(props: BlogProps) {
  return <BlogPage {...props} content={{ meta: blogMeta, texts, postCards }} />;
}
