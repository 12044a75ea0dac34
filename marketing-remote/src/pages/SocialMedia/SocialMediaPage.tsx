import styled from 'styled-components';
import { CardGrid, cardSurface, Hero, Section, theme } from 'ui';
import { ProviderFrame } from '../../components/ProviderFrame/ProviderFrame';
import { socialPosts } from '../../config/embeds';
import type * as SocialMediaContentModule from '../../content/socialMedia';

/** The page's words: content/socialMedia.ts in English, content/socialMedia.es.ts in Spanish. */
export type SocialMediaContent = typeof SocialMediaContentModule;

const Posts = styled(CardGrid)`
  align-items: start;
`;

const Post = styled.li`
  ${cardSurface}
  height: auto;
  padding: ${theme.space.lg};
`;

const Network = styled.h3`
  margin-bottom: ${theme.space.sm};
  font-size: ${theme.fontSizes.lg};
`;

/** Social media (`/socialmedia`): one recent post from each network. */
export function SocialMediaPage({ content }: { content: SocialMediaContent }) {
  const { feedSection, socialHero } = content;
  return (
    <>
      <Hero titlePart1={socialHero.titlePart1} titlePart2={socialHero.titlePart2} description={socialHero.description} />
      <Section title={feedSection.title} intro={feedSection.intro} tone="muted">
        <Posts $minColumnWidth="18rem">
          {socialPosts.map((post) => {
            const linkText = feedSection.viewOn(post.network);
            return (
              <Post key={post.network}>
                <Network>{post.network}</Network>
                <ProviderFrame
                  embed={post}
                  linkText={linkText}
                  placeholder={feedSection.loading(post.network, linkText)}
                />
              </Post>
            );
          })}
        </Posts>
      </Section>
    </>
  );
}
