import { useId } from 'react';
import styled from 'styled-components';
import type { Certificate } from '../../api/certificatesApi';
import { usePortalContent } from '../../content/PortalContent';
import { theme } from 'ui';

const Article = styled.article`
  display: grid;
  gap: ${theme.space.lg};
  max-width: 52rem;
  padding: clamp(1.25rem, 4vw, 3rem);
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};

  @media print {
    max-width: none;
    padding: 0;
    box-shadow: none;
    font-size: 10.5pt;
  }
`;

const Letterhead = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding-bottom: ${theme.space.md};
  border-bottom: 2px solid ${theme.colors.navy};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};

  strong {
    display: block;
    color: ${theme.colors.navy};
    font-size: ${theme.fontSizes.xl};
  }
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes.xxl};

  @media print {
    font-size: 18pt;
  }
`;

const Section = styled.section`
  h2 {
    margin-bottom: ${theme.space.xs};
    color: ${theme.colors.navy};
    font-size: ${theme.fontSizes.lg};
  }

  @media print {
    break-inside: avoid;
  }
`;

/* Label and value side by side where there is room, stacked on a phone. */
const Rows = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;

  div {
    display: grid;
    grid-template-columns: minmax(9rem, 14rem) minmax(0, 1fr);
    gap: ${theme.space.md};
    padding-block: ${theme.space.xs};
    border-bottom: 1px solid ${theme.colors.border};

    ${theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
    }
  }

  dt {
    color: ${theme.colors.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Verification = styled(Section)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space.lg};
  align-items: start;
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};

  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }

  code {
    display: block;
    margin-block: ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
    word-break: break-all;
  }

  a {
    color: ${theme.colors.primary};
  }

  svg {
    width: 9rem;
    height: 9rem;
  }
`;

/** The certificate as the API states it: the same text as its PDF. */
export function CertificateDocument({ certificate }: { certificate: Certificate }) {
  const certificatePageText = usePortalContent().certificates.page;
  const { issuer, verification } = certificate;
  const headingId = useId();
  const verificationId = useId();
  // A quiet zone of two modules around the code, as scanners need.
  const viewBox = `-2 -2 ${verification.qr.size + 4} ${verification.qr.size + 4}`;
  return (
    <Article data-certificate aria-labelledby={headingId}>
      <Letterhead>
        <div>
          <strong>{issuer.name}</strong>
          {issuer.legalName}
        </div>
        <address>
          {issuer.addressLines.join(', ')}
          <br />
          {issuer.email} · {issuer.phone} · {issuer.website}
        </address>
      </Letterhead>
      <div>
        <Title id={headingId}>{certificate.title}</Title>
        <p>{certificate.statement}</p>
      </div>
      {certificate.sections.map((section) => (
        <Section key={section.heading} aria-label={section.heading}>
          <h2>{section.heading}</h2>
          <Rows>
            {section.rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </Rows>
        </Section>
      ))}
      <Verification aria-labelledby={verificationId}>
        <div>
          <h2 id={verificationId}>{certificatePageText.verificationTitle}</h2>
          <p>
            {certificatePageText.verificationIntro} <a href={verification.url}>{verification.pageUrl}</a>.
          </p>
          <p>
            {certificatePageText.codeLabel}: <code>{verification.code}</code>
          </p>
        </div>
        <svg viewBox={viewBox} role="img" aria-label={certificatePageText.qrLabel} shapeRendering="crispEdges">
          <rect x="-2" y="-2" width={verification.qr.size + 4} height={verification.qr.size + 4} fill="#ffffff" />
          <path d={verification.qr.path} fill="#000000" />
        </svg>
      </Verification>
      <p>
        {certificatePageText.issuedBy} {issuer.signatory}.
      </p>
    </Article>
  );
}
