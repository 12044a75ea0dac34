import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmbeddedFrame, theme, useLocalPath } from 'ui';
import { ProviderChoice, providerAddress, useProviderAnswers } from 'composition-contract/providers';
import type { FooterContent } from '../../content/footer';
import type { NavLinkItem } from '../../content/navigation';

/* As the footer's column headings. */
const Title = styled.h2`
  margin-bottom: ${theme.space.md};
  color: ${theme.colors.textOnDark};
  font-size: ${theme.fontSizes.md};
`;

const Section = styled.section`
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

type NewsletterProps = {
  texts: FooterContent['newsletter'];
  /** the privacy policy and the terms */
  legalLinks: readonly NavLinkItem[];
  /** the contact page, in the page's language */
  contactPath: string;
};

/** The footer's newsletter sign-up: the provider's form, or what to do when it is off. */
export default function Newsletter({ texts: newsletter, legalLinks, contactPath }: NewsletterProps) {
  const localPath = useLocalPath();
  return (
    <Section aria-labelledby="footer-newsletter-title">
      <div>
        <Title id="footer-newsletter-title">{newsletter.title}</Title>
        <p>{newsletter.text}</p>
        <PrivacyNote>
          {newsletter.privacyIntro}{' '}
          {legalLinks.map((link, index) => (
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
                <Link to={contactPath}>{newsletter.askUs}</Link>
              )}
            </p>
          </NewsletterNotice>
        )}
      />
    </Section>
  );
}
