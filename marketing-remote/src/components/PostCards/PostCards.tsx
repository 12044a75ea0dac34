import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CardGrid, CardImage, cardSurface, theme, useLocale, useLocalPath } from 'ui';
import { formatDate } from 'ui/format';
import { postPath } from '../../content/blog/listing';
import type { PostCard } from '../../content/blog/types';

const Card = styled.li`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  position: relative;
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
`;

const Title = styled.h3`
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.tight};

  a {
    color: inherit;
    text-decoration: none;
  }

  /* The whole card is the link's target; the title is its name. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

/** Posts as cards: image, title (the link), date and category, teaser. */
export function PostCards({ posts }: { posts: PostCard[] }) {
  const locale = useLocale();
  const localPath = useLocalPath();
  return (
    <CardGrid $minColumnWidth="16rem">
      {posts.map((post) => (
        <Card key={post.slug}>
          <CardImage image={{ ...post.image, alt: '' }} />
          <Body>
            <Title>
              <Link to={localPath(postPath(post.slug))}>{post.title}</Link>
            </Title>
            <Meta>
              <time dateTime={post.date}>{formatDate(post.date, locale)}</time> · {post.category}
            </Meta>
            <p>{post.description}</p>
          </Body>
        </Card>
      ))}
    </CardGrid>
  );
}
