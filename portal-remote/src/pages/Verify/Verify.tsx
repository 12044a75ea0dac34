import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, theme, useLocale, useLocalPath } from 'ui';
import type { VerifyText } from '../../content/verify';
import type { CodeCheck } from './checkCode';
import { checkCode } from './checkCode';
import { PageBackground } from '../../components/PageBackground/PageBackground';

const Card = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  max-width: 40rem;
  margin-inline: auto;
  padding: clamp(1.25rem, 5vw, 2.5rem);
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes.xxl};
`;

const Intro = styled.p`
  margin-top: ${theme.space.sm};
  color: ${theme.colors.muted};
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space.sm};

  label {
    font-weight: ${theme.fontWeights.semibold};
  }

  textarea {
    width: 100%;
    min-height: 6rem;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radii.md};
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: ${theme.fontSizes.sm};
    word-break: break-all;
    resize: vertical;
  }

  button {
    justify-self: start;
  }
`;

const Result = styled.div<{ $tone: 'good' | 'bad' | 'neutral' }>`
  padding: ${theme.space.lg};
  border-left: 4px solid ${({ $tone }) => ($tone === 'good' ? theme.colors.primary : $tone === 'bad' ? theme.colors.danger : theme.colors.muted)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  h2 {
    margin-bottom: ${theme.space.sm};
    font-size: ${theme.fontSizes.lg};
  }

  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${theme.space.xs} ${theme.space.md};
    margin: ${theme.space.md} 0;

    /* A phone: each label above its value, so a long number keeps the width. */
    ${theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr);
      row-gap: 0;

      div + div dt {
        margin-top: ${theme.space.sm};
      }
    }
  }

  /* Each label and value are grouped for assistive technology, laid out in the list's grid. */
  dl > div {
    display: contents;
  }

  dt {
    color: ${theme.colors.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  p + p {
    margin-top: ${theme.space.sm};
  }
`;

type CheckState = { code: string; phase: 'checking' } | { code: string; phase: 'done'; result: CodeCheck };

/**
 * The public check of a certificate's verification code (`/verify?code=…`, the QR code's address; `/es/verify` in Spanish).
 * Prerendered: the form is a GET to this page, so it works before the page's code has arrived; the
 * answer comes from the API once it has. Shows a genuine certificate's number, kind, date, device
 * type and manufacturer, and nothing about the donor.
 */
export function Verify({ verifyText }: { verifyText: VerifyText }) {
  const locale = useLocale();
  const localPath = useLocalPath();
  const [searchParams] = useSearchParams();
  const codeInAddress = searchParams.get('code')?.trim() ?? '';
  const [code, setCode] = useState('');
  const [check, setCheck] = useState<CheckState>();
  const codeId = useId();

  // After hydration (the server's page has no code): take the code from the address and check it.
  useEffect(() => {
    setCode(codeInAddress);
    if (codeInAddress === '') {
      setCheck(undefined);
      return;
    }
    let active = true;
    setCheck({ code: codeInAddress, phase: 'checking' });
    void checkCode(codeInAddress, verifyText, locale).then((result) => active && setCheck({ code: codeInAddress, phase: 'done', result }));
    return () => {
      active = false;
    };
  }, [codeInAddress, verifyText, locale]);

  return (
    <PageBackground>
      <Container>
        <Card>
          <div>
            <Title>{verifyText.title}</Title>
            <Intro>{verifyText.intro}</Intro>
          </div>
          <Form method="get" action={localPath('/verify')}>
            <label htmlFor={codeId}>{verifyText.codeLabel}</label>
            <textarea id={codeId} name="code" required spellCheck={false} autoComplete="off" value={code} onChange={(event) => setCode(event.target.value)} />
            <Button type="submit">{verifyText.submit}</Button>
          </Form>
          <div role="status">{check && <CheckResult check={check} verifyText={verifyText} />}</div>
        </Card>
      </Container>
    </PageBackground>
  );
}

function CheckResult({ check, verifyText }: { check: CheckState; verifyText: VerifyText }) {
  if (check.phase === 'checking') return <p>{verifyText.checking}</p>;
  const { result } = check;
  if (result.genuine === 'unknown') {
    return (
      <Result $tone="neutral">
        <p>{result.message}</p>
      </Result>
    );
  }
  if (!result.genuine) {
    return (
      <Result $tone="bad">
        <h2>{verifyText.notGenuineTitle}</h2>
        <p>{verifyText.notGenuine}</p>
      </Result>
    );
  }
  const { certificate } = result;
  const { fields } = verifyText;
  const rows: [string, string | null][] = [
    [fields.number, certificate.number],
    [fields.title, certificate.title],
    [fields.date, certificate.date],
    [fields.deviceType, certificate.deviceType],
    [fields.manufacturer, certificate.manufacturer],
  ];
  return (
    <Result $tone="good">
      <h2>{verifyText.genuineTitle}</h2>
      <p>{verifyText.genuineIntro}</p>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? verifyText.notRecorded}</dd>
          </div>
        ))}
      </dl>
      <p>{verifyText.privacyNote}</p>
    </Result>
  );
}
