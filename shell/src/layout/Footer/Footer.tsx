import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, EmbeddedFrame, Logo, theme, useLocale, useLocalPath, VisuallyHidden } from 'ui';
import { ProviderChoice, providerAddress, useProviderAnswers } from 'composition-contract/providers';
import { socialProfileUrls, type SocialNetwork } from '../../config/embeds';
import type { FooterContent } from '../../content/footer';
import { useChrome } from '../chrome';
import { SocialIcon } from './SocialIcon';

const Wrapper = styled.footer`
  padding-block: ${theme.space.xxxl} ${theme.space.xl};
  /* The line keeps the footer apart from a page that ends on a dark section. */
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  background: ${theme.colors.navy};
  color: ${theme.colors.mutedOnDark};
  font-size: ${theme.fontSizes.sm};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: ${theme.space.xl};
`;

const ColumnTitle = styled.h2`
  margin-bottom: ${theme.space.md};
  color: ${theme.colors.textOnDark};
  font-size: ${theme.fontSizes.md};
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  padding: 0;
  list-style: none;
`;

const FooterLink = styled(Link)`
  text-decoration: none;

  &:hover {
    color: ${theme.colors.accent};
    text-decoration: underline;
  }
`;

const ContactText = styled.p`
  margin-bottom: ${theme.space.sm};
`;

const Newsletter = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${theme.space.xl};
  margin-top: ${theme.space.xxl};
  padding-top: ${theme.space.xxl};
  border-top: 1px solid rgba(255, 255, 255, 0.15);

  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Where the newsletter form would be, when it is off or not answering: a few lines, never an empty frame. */
const NewsletterNotice = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 8rem;
  padding: ${theme.space.lg};
  border: 1px solid rgba(255, 255, 255, 0.25);
  border-radius: ${theme.radii.md};
  color: ${theme.colors.textOnDark};

  a {
    color: ${theme.colors.textOnDark};
  }
`;

const NEWSLETTER_FRAME_HEIGHT = 320;

const PrivacyNote = styled.p`
  a {
    color: inherit;
  }
`;

/**
 * The configured newsletter form, framed once the reader comes near the footer (not on every page
 * load: the provider's page would run on the phone's main thread); when its provider does not
 * answer, its plain link and a message.
 */
function NewsletterForm({ newsletter }: { newsletter: FooterContent['newsletter'] }) {
  const url = providerAddress('newsletterForm');
  const { ref, near, answers } = useProviderAnswers<HTMLDivElement>(url);
  return (
    <div ref={ref}>
      {answers ? (
        <EmbeddedFrame title={newsletter.frameTitle} src={url} height={NEWSLETTER_FRAME_HEIGHT} deferred={!near} placeholder={newsletter.formComing} />
      ) : (
        <NewsletterNotice role="status">
          <p>{newsletter.notAnswering}</p>
          <p>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {newsletter.openForm}
            </a>
          </p>
        </NewsletterNotice>
      )}
    </div>
  );
}

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.xxl};
  padding-top: ${theme.space.xl};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
`;

const SocialList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  padding: 0;
  list-style: none;
`;

const SocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.textOnDark};

  &:hover {
    color: ${theme.colors.accent};
  }
`;

/** The networks' own names, the same in every language. */
const socialNetworkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/** The site footer: page links, contact details, social networks and the newsletter sign-up. */
export function Footer() {
  const { navigation, footer } = useChrome();
  const { contact, newsletter, legal } = footer;
  const locale = useLocale();
  const localPath = useLocalPath();
  return (
    <Wrapper lang={locale}>
      <Container>
        <Columns>
          {/* The nav's groups: both always list the same pages. */}
          {navigation.groups.map((group) => (
            <div key={group.id}>
              <ColumnTitle>{group.label}</ColumnTitle>
              <LinkList>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <FooterLink to={localPath(link.path)}>{link.label}</FooterLink>
                  </li>
                ))}
              </LinkList>
            </div>
          ))}
          <div>
            <ColumnTitle>{contact.title}</ColumnTitle>
            <ContactText>{contact.hours}</ContactText>
            {contact.offices.map((office) => (
              <ContactText key={office.place}>
                {office.name}: {office.place}
              </ContactText>
            ))}
            <FooterLink to={localPath(contact.contactLink.path)}>{contact.contactLink.label}</FooterLink>
          </div>
        </Columns>

        <Newsletter aria-labelledby="footer-newsletter-title">
          <div>
            <ColumnTitle id="footer-newsletter-title">{newsletter.title}</ColumnTitle>
            <p>{newsletter.text}</p>
            <PrivacyNote>
              {newsletter.privacyIntro}{' '}
              {legal.links.map((link, index) => (
                <span key={link.path}>
                  {index > 0 && ', '}
                  <Link to={localPath(link.path)}>{link.label}</Link>
                </span>
              ))}
              .
            </PrivacyNote>
          </div>
          <ProviderChoice
            embed="newsletterForm"
            configured={() => <NewsletterForm newsletter={newsletter} />}
            off={(link) => (
              <NewsletterNotice>
                <p>{newsletter.off}</p>
                <p>
                  {link ? (
                    <a href={link} target="_blank" rel="noopener noreferrer">
                      {newsletter.openForm}
                    </a>
                  ) : (
                    <Link to={localPath(contact.contactLink.path)}>{newsletter.askUs}</Link>
                  )}
                </p>
              </NewsletterNotice>
            )}
          />
        </Newsletter>

        <Bottom>
          <Logo />
          <SocialList aria-label={footer.socialListLabel}>
            {(Object.keys(socialProfileUrls) as SocialNetwork[]).map((network) => (
              <li key={network}>
                <SocialLink href={socialProfileUrls[network]} target="_blank" rel="noopener noreferrer">
                  <SocialIcon network={network} />
                  <VisuallyHidden>{footer.socialLinkName.replace('{network}', socialNetworkNames[network])}</VisuallyHidden>
                </SocialLink>
              </li>
            ))}
          </SocialList>
          <LinkList aria-label={legal.label}>
            {legal.links.map((link) => (
              <li key={link.path}>
                <FooterLink to={localPath(link.path)}>{link.label}</FooterLink>
              </li>
            ))}
          </LinkList>
          <p>{footer.copyright}</p>
        </Bottom>
      </Container>
    </Wrapper>
  );
}
