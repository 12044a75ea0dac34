import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Container, PrivacyNote, theme, useLocale, useLocalPath } from 'ui';
import { SIGN_IN_PATH } from 'composition-contract/sign-in';
import type { SignInText } from '../../content/signIn';
import { useSignOutState } from '../../session/signOutState';
import { requestLoginLink } from './requestLoginLink';
import type { LoginLinkResult } from './requestLoginLink';

const Page = styled.div`
  /* At least a screen tall: the footer stays below the fold while the page replaces the loading screen. */
  min-height: calc(100vh - ${theme.layout.navHeight});
  padding-block: clamp(3rem, 10vw, 8rem);
  background: ${theme.colors.surface};
`;

const Card = styled.div`
  max-width: 28rem;
  margin-inline: auto;
  padding: clamp(1.5rem, 5vw, 2.5rem);
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes.xxl};
`;

const Subtitle = styled.p`
  margin-top: ${theme.space.sm};
  color: ${theme.colors.muted};
`;

const Form = styled.form`
  margin-top: ${theme.space.xl};

  button[type='submit'] {
    width: 100%;
    margin-top: ${theme.space.md};
  }
`;

const Label = styled.label`
  font-weight: ${theme.fontWeights.semibold};
`;

const EmailInput = styled.input`
  width: 100%;
  min-height: 44px;
  margin-top: ${theme.space.xs};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.muted};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};

  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

/* The live regions are always rendered (hiding them can stop announcements); they take space only when filled. */
const SentMessage = styled.p`
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};

  &:not(:empty) {
    margin-top: ${theme.space.md};
  }
`;

const ErrorMessage = styled.p`
  color: ${theme.colors.danger};

  &:not(:empty) {
    margin-top: ${theme.space.md};
  }
`;

const SignOutNotice = styled.div`
  margin-top: ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  button {
    margin-top: ${theme.space.sm};
  }
`;

/**
 * What became of the portal's sign-out that led here, if one did (only in the browser: it follows a
 * click). One live region from "Signing you out…" to the outcome, with a retry when unconfirmed.
 */
function SignOutOutcome({ signInText }: { signInText: SignInText }) {
  const signOut = useSignOutState();
  const signOutMessages = { pending: signInText.signOutPending, confirmed: signInText.signOutConfirmed, unconfirmed: signInText.signOutUnconfirmed };
  if (signOut.status === 'none') return null;
  return (
    <SignOutNotice>
      <p role="status" aria-label={signInText.signOutLabel}>
        {signOutMessages[signOut.status]}
      </p>
      {signOut.status === 'unconfirmed' && (
        <Button type="button" onClick={signOut.retry}>
          {signInText.signOutRetry}
        </Button>
      )}
    </SignOutNotice>
  );
}

function failureMessage(result: Exclude<LoginLinkResult, { outcome: 'sent' }>, signInText: SignInText): string {
  switch (result.outcome) {
    case 'invalid-email':
      return signInText.invalidEmail;
    case 'rate-limited':
      return result.retryAfterSeconds === undefined
        ? signInText.tooManyRequestsNoWait
        : signInText.tooManyRequests(Math.max(1, Math.ceil(result.retryAfterSeconds / 60)));
    case 'server-error':
      return signInText.serverError;
    case 'unreachable':
      return signInText.unreachable;
    default:
      return signInText.genericError;
  }
}

export type SignInProps = { initialResult?: LoginLinkResult };

/**
 * The portal's passwordless sign-in (`/auth`, `/es/auth`) in the language of `signInText`: asks the
 * API to email a login link in the page's language. Before its code has loaded (or without
 * JavaScript) the form posts to the shell's server at the page's own address, which asks the API
 * and answers with one of the outcome pages (`initialResult`), so the address never goes into a URL.
 */
export function SignIn({ initialResult, signInText }: SignInProps & { signInText: SignInText }) {
  const locale = useLocale();
  // ui's (shared with the shell): no copy of the locale functions in this page's chunk.
  const localPath = useLocalPath();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<LoginLinkResult | undefined>(initialResult);
  const emailId = useId();
  const errorId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setResult(undefined);
    setResult(await requestLoginLink(email, locale));
    setBusy(false);
  }

  const error = result && result.outcome !== 'sent' ? failureMessage(result, signInText) : '';

  return (
    <Page>
      <Container>
        <Card>
          <Title>{signInText.title}</Title>
          <Subtitle>{signInText.subtitle}</Subtitle>
          <SignOutOutcome signInText={signInText} />
          {/* noValidate: the spec has no client-side check; the API's 400 message is shown instead.
              method and action: pressed before the code has arrived, it posts to the shell's server. */}
          <Form method="post" action={localPath(SIGN_IN_PATH)} onSubmit={handleSubmit} noValidate aria-busy={busy}>
            <div>
              <Label htmlFor={emailId}>{signInText.emailLabel}</Label>
              <EmailInput
                id={emailId}
                type="email"
                name="email"
                autoComplete="email"
                placeholder={signInText.emailPlaceholder}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={result?.outcome === 'invalid-email' ? true : undefined}
                // Always, though the message is empty until a failure: the server's render holds the
                // pairing. The prerendered page's ids are the prerender's, which React keeps when it
                // hydrates; one written only later would be the browser's and point at nothing.
                aria-describedby={errorId}
              />
            </div>
            <Button type="submit" disabled={busy}>
              {busy ? signInText.submitting : signInText.submit}
            </Button>
            <SentMessage role="status">{result?.outcome === 'sent' ? signInText.sent : ''}</SentMessage>
            <ErrorMessage role="alert" id={errorId}>
              {error}
            </ErrorMessage>
          </Form>
          <PrivacyNote texts={signInText.privacyNote} />
        </Card>
      </Container>
    </Page>
  );
}
