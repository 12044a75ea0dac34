import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Button, Container, theme, useLocale, useLocalPath } from 'ui';
import type { Locale } from 'composition-contract/locale';
import { fetchCertificate, fetchCertificatePdf } from '../../api/certificatesApi';
import { ContentSkeleton } from '../../components/PortalSkeleton/PortalSkeleton';
import { ProblemNotice } from '../../components/ProblemNotice/ProblemNotice';
import { usePortalContent } from '../../content/PortalContent';
import { saveFile } from '../../files/saveFile';
import { openSession } from '../../portal/openSession';
import { PortalProblem, problemOfRecordFetch } from '../../portal/portalProblems';
import { useLoadOnce } from '../../portal/useLoadOnce';
import { CertificateDocument } from './CertificateDocument';
import { PageBackground } from '../../components/PageBackground/PageBackground';

/** On paper, the certificate alone: not the site's navigation, footer or this page's buttons. */
const PrintOnlyTheCertificate = createGlobalStyle`
  @media print {
    @page {
      margin: 15mm;
    }

    body * {
      visibility: hidden;
    }

    [data-certificate],
    [data-certificate] * {
      visibility: visible;
    }

    [data-certificate] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
    }
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};

  a {
    margin-right: auto;
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Heading = styled.h1`
  margin-bottom: ${theme.space.lg};
  font-size: ${theme.fontSizes.xxl};
`;

const DownloadProblem = styled.p`
  flex-basis: 100%;
  color: ${theme.colors.danger};
  font-weight: ${theme.fontWeights.semibold};
`;

async function loadCertificate(recordId: string | null, deviceId: string | null, locale: Locale) {
  const session = await openSession(recordId, null);
  if (!deviceId) throw new PortalProblem('missingDevice', 'retry');
  try {
    return { session, certificate: await fetchCertificate(session.token, deviceId, locale) };
  } catch (error) {
    throw problemOfRecordFetch(error);
  }
}

/**
 * A donated device's certificate of data destruction (`/certificate?recordId=…&device=…`), for the
 * signed-in donor who owns it: the API's text as an accessible page, printable, with its PDF.
 */
export function CertificatePage() {
  const { page: certificatePageText, certificate: certificateText } = usePortalContent().certificates;
  const locale = useLocale();
  const localPath = useLocalPath();
  const [searchParams] = useSearchParams();
  const recordId = searchParams.get('recordId');
  const deviceId = searchParams.get('device');
  const [attempt, setAttempt] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const state = useLoadOnce(`${recordId}#${deviceId}#${attempt}`, () => loadCertificate(recordId, deviceId, locale));
  const ready = state.phase === 'ready' ? state.data : undefined;

  async function downloadPdf() {
    if (!ready) return;
    setDownloading(true);
    setDownloadFailed(false);
    try {
      const { content, fileName } = await fetchCertificatePdf(ready.session.token, ready.certificate.facts.deviceId, locale);
      saveFile(content, fileName ?? `${ready.certificate.facts.number}.pdf`);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <PageBackground>
      <PrintOnlyTheCertificate />
      <Container>
        <Toolbar>
          <Link to={recordId ? `${localPath('/portal')}?${new URLSearchParams({ recordId }).toString()}` : localPath('/portal')}>{certificatePageText.back}</Link>
          {ready && (
            <>
              <Button type="button" variant="secondary" onClick={() => window.print()}>
                {certificatePageText.print}
              </Button>
              <Button type="button" onClick={() => void downloadPdf()} disabled={downloading}>
                {downloading ? certificateText.downloading : certificatePageText.downloadPdf}
              </Button>
            </>
          )}
          <DownloadProblem role="alert">{downloadFailed ? certificateText.downloadFailed : ''}</DownloadProblem>
        </Toolbar>
        {/* The certificate's own title is the page's heading once it has arrived. */}
        {!ready && <Heading>{certificatePageText.title}</Heading>}
        {state.phase === 'loading' && <ContentSkeleton label={certificatePageText.loading} />}
        {state.phase === 'failed' && <ProblemNotice problem={state.problem} onRetry={() => setAttempt((value) => value + 1)} />}
        {ready && <CertificateDocument certificate={ready.certificate} />}
      </Container>
    </PageBackground>
  );
}
