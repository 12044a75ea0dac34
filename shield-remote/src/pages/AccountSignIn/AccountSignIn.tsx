import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, theme, useHydrated, useLocale, useLocalPath } from 'ui';
import { AccountApiError, accountApi } from '../../account/accountApi';
import { useAccountContent } from '../../account/accountContent';
import type { AccountContent } from '../../content/account';
import { AccountPage, fieldStyles, NarrowContainer, Notice, PageTitle, Panel, PanelTitle } from '../../components/AccountFrame';
import { accountPaths } from '../../content/accountPaths';
import { LOGIN_CODE_PARAMS } from 'composition-contract/sign-in';

/** A form of one field reads best narrow. */
const SignInContainer = styled(NarrowContainer)`
  max-width: 36rem;
`;

const Intro = styled.p`
  margin-top: ${theme.space.sm};
  color: ${theme.colors.muted};
`;

const Form = styled.form`
  margin-top: ${theme.space.lg};

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }

  button[type='submit'] {
    width: 100%;
    margin-top: ${theme.space.md};
  }
`;

const Label = styled.label`
  display: block;
  font-weight: ${theme.fontWeights.semibold};
`;

const EmailInput = styled.input`
  ${fieldStyles}
  margin-top: ${theme.space.xs};
`;

const PrivacyNote = styled.p`
  margin-top: ${theme.space.lg};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

type RequestResult = 'sent' | 'invalid-email' | { retryAfterMinutes: number } | 'server-error' | 'unreachable';

function resultOf(error: unknown): RequestResult {
  if (!(error instanceof AccountApiError) || error.kind === 'network') return 'unreachable';
  if (error.status === 400) return 'invalid-email';
  if (error.status === 429 || error.status === 503) return { retryAfterMinutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) };
  return 'server-error';
}

function errorText(signInText: AccountContent['signIn'], result: RequestResult | undefined): string {
  if (result === undefined || result === 'sent') return '';
  if (typeof result === 'object') return signInText.tooManyRequests(result.retryAfterMinutes);
  return { 'invalid-email': signInText.invalidEmail, 'server-error': signInText.serverError, unreachable: signInText.unreachable }[result];
}

/** The emailed link's code exchanged for a session: the state of that exchange. */
type Exchange = 'none' | 'exchanging' | 'expired' | 'failed';

/**
 * Exchanges `?code=` for a session once the page runs, then opens the account. The address is read
 * only once hydrated: the prerendered page (the same for every address) is what hydrates.
 */
function useCodeExchange(): Exchange {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const code = hydrated ? searchParams.get(LOGIN_CODE_PARAMS.shieldAccount) : null;
  const navigate = useNavigate();
  const accountPath = useLocalPath()(accountPaths.account);
  const [exchange, setExchange] = useState<Exchange>('none');
  useEffect(() => {
    if (!code) return;
    let current = true;
    setExchange('exchanging');
    accountApi.openSession(code).then(
      () => {
        if (current) navigate(accountPath, { replace: true });
      },
      (error: unknown) => {
        if (current) setExchange(error instanceof AccountApiError && error.status === 401 ? 'expired' : 'failed');
      },
    );
    return () => {
      current = false;
    };
  }, [code, navigate, accountPath]);
  return exchange;
}

/**
 * The Shield subscriber's sign-in (`/shield/account/sign-in`, `/es/shield/account/sign-in`): asks
 * the API to email a sign-in link in the page's language, and from that link (`?code=`) opens the
 * session. The form needs its code (the API answers JSON), so its fields are disabled until the
 * page has hydrated.
 */
export function AccountSignIn() {
  const { signIn: signInText } = useAccountContent();
  const locale = useLocale();
  const localPath = useLocalPath();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const signedOut = hydrated && searchParams.has('signed-out');
  const exchange = useCodeExchange();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RequestResult>();
  const emailId = useId();
  const errorId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setResult(undefined);
    try {
      await accountApi.requestSignInLink(email.trim(), locale);
      setResult('sent');
    } catch (error) {
      setResult(resultOf(error));
    }
    setBusy(false);
  }

  if (exchange === 'exchanging')
    return (
      <AccountPage>
        <SignInContainer>
          <Panel aria-busy="true">
            <PageTitle>{signInText.exchanging}</PageTitle>
          </Panel>
        </SignInContainer>
      </AccountPage>
    );

  return (
    <AccountPage>
      <SignInContainer>
        <Panel aria-labelledby={`${emailId}-title`}>
          <PageTitle id={`${emailId}-title`}>{signInText.title}</PageTitle>
          {exchange === 'expired' || exchange === 'failed' ? (
            <div role="alert">
              <PanelTitle as="p">{exchange === 'expired' ? signInText.linkExpiredTitle : signInText.serverError}</PanelTitle>
              {exchange === 'expired' && <p>{signInText.linkExpired}</p>}
            </div>
          ) : (
            <Intro>{signInText.intro}</Intro>
          )}
          <Notice role="status">{signedOut ? signInText.signedOut : ''}</Notice>
          <Form onSubmit={handleSubmit} noValidate aria-busy={busy}>
            {/* Disabled until the code runs: the form posts JSON to the API, which a page without its code cannot. */}
            <fieldset disabled={!hydrated}>
              <Label htmlFor={emailId}>{signInText.emailLabel}</Label>
              <EmailInput
                id={emailId}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={result === 'invalid-email' ? true : undefined}
                // Always, though empty until a failure: the prerendered page's ids are the ones that stay.
                aria-describedby={errorId}
              />
              <Button type="submit" disabled={busy}>
                {busy ? signInText.submitting : signInText.submit}
              </Button>
            </fieldset>
            <Notice role="status">{result === 'sent' ? signInText.sent : ''}</Notice>
            <Notice role="alert" id={errorId} $tone="danger">
              {errorText(signInText, result)}
            </Notice>
          </Form>
          <PrivacyNote>
            {signInText.privacyNote} <Link to={localPath(accountPaths.privacy)}>{signInText.privacyLink}</Link>
          </PrivacyNote>
        </Panel>
      </SignInContainer>
    </AccountPage>
  );
}
