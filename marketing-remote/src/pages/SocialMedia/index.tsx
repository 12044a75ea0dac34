import styled from 'styled-components';
import { CardGrid, EmbeddedFrame, Hero, Section } from 'ui';
import { FormEmbed } from '../../components/FormEmbed/FormEmbed';
import { forms, socialPosts } from '../../config/embeds';
import { feedSection, newsletterSection, socialHero } from '../../content/socialMedia';

const Network = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** Social media (`/socialmedia`): one recent post from each network, and the newsletter. */
export default function SocialMedia() {
  return (
    <>
      <Hero titlePart1={socialHero.titlePart1} titlePart2={socialHero.titlePart2} description={socialHero.description} />
      <Section title={feedSection.title} intro={feedSection.intro} tone="muted">
        <CardGrid $minColumnWidth="18rem">
          {socialPosts.map((post) => (
            <li key={post.network}>
              <Network>{post.network}</Network>
              <EmbeddedFrame title={post.title} src={post.url} height={post.height} linkText={`View on ${post.network}`} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section title={newsletterSection.title} intro={newsletterSection.intro}>
        <FormEmbed embed={forms.newsletter} />
      </Section>
    </>
  );
}
