import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, PageStatus, theme, useLocalPath } from 'ui';
import type { Account as AccountData, Subscription } from '../../account/accountApi';
import { AccountApiError, accountApi } from '../../account/accountApi';
import { AccountPage, NarrowContainer, Notice, PageTitle } from '../../components/AccountFrame';
import { useAccountContent } from '../../account/accountContent';
import { accountPaths } from '../../content/accountPaths';
import { SubscriptionDetails } from './SubscriptionDetails';
import { SubscriptionPicker } from './SubscriptionPicker';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space.lg};
`;

const Greeting = styled.p`
  color: ${theme.colors.muted};
`;

const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${theme.space.md};
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};
`;

type Load = { state: 'loading' } | { state: 'signed-out' } | { state: 'failed' } | { state: 'loaded'; account: AccountData };

/** The account's data, asked for once the page runs (the session is a cookie only the API reads). */
function useAccount() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    accountApi.account().then(
      (account) => current && setLoad({ state: 'loaded', account }),
      (error: unknown) => current && setLoad({ state: error instanceof AccountApiError && error.status === 401 ? 'signed-out' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const replaceSubscription = useCallback(
    (changed: Subscription) =>
      setLoad((previous) =>
        previous.state === 'loaded'
          ? { ...previous, account: { ...previous.account, subscriptions: previous.account.subscriptions.map((one) => (one.id === changed.id ? changed : one)) } }
          : previous,
      ),
    [],
  );
  return { load, retry, replaceSubscription };
}

function SignOutButton() {
  const { account: accountText } = useAccountContent();
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function signOut() {
    setState('busy');
    try {
      await accountApi.signOut();
      navigate(`${localPath(accountPaths.signIn)}?signed-out`, { replace: true });
    } catch {
      setState('failed');
    }
  }
  return (
    <div>
      <Button type="button" variant="secondary" onClick={() => void signOut()} disabled={state === 'busy'}>
        {state === 'busy' ? accountText.signingOut : accountText.signOut}
      </Button>
      <Notice role="alert" $tone="danger">
        {state === 'failed' ? accountText.signOutFailed : ''}
      </Notice>
    </div>
  );
}

/**
 * The subscriber's account (`/shield/account`, `/es/shield/account`), in the language its entry
 * gives (index.tsx, es.tsx). Prerendered as its loading state, the same for everyone; the data comes
 * from the API with the session's cookie once the code runs.
 */
export function Account() {
  const { account: accountText } = useAccountContent();
  const localPath = useLocalPath();
  const { load, retry, replaceSubscription } = useAccount();
  const [searchParams] = useSearchParams();

  if (load.state === 'loading') return <PageStatus headingLevel={1} title={accountText.title} message={accountText.loading} />;
  // No session (never signed in, ended or revoked): the same page, saying how to get one.
  if (load.state === 'signed-out')
    return (
      <PageStatus
        headingLevel={1}
        title={accountText.title}
        message={accountText.notSignedIn}
        action={<ButtonLink to={localPath(accountPaths.signIn)}>{accountText.signInLink}</ButtonLink>}
      />
    );
  if (load.state === 'failed')
    return (
      <PageStatus
        role="alert"
        headingLevel={1}
        title={accountText.loadFailedTitle}
        message={accountText.loadFailed}
        action={
          <Button type="button" onClick={retry}>
            {accountText.retry}
          </Button>
        }
      />
    );

  const { customer, subscriptions } = load.account;
  const chosen = subscriptions.length === 1 ? subscriptions[0] : subscriptions.find((subscription) => subscription.id === searchParams.get('subscription'));
  return (
    <AccountPage>
      <NarrowContainer>
        <Header>
          <div>
            <PageTitle>{accountText.title}</PageTitle>
            <Greeting>{accountText.greeting(customer.name)}</Greeting>
          </div>
          <SignOutButton />
        </Header>
        {subscriptions.length === 0 ? (
          <PageStatus title={accountText.noSubscriptionsTitle} message={accountText.noSubscriptions} action={<ButtonLink to={localPath(accountPaths.shield)}>{accountText.orderLink}</ButtonLink>} />
        ) : chosen ? (
          <>
            {subscriptions.length > 1 && <BackLink to={localPath(accountPaths.account)}>← {accountText.allSubscriptions}</BackLink>}
            <SubscriptionDetails key={chosen.id} subscription={chosen} cardUpdated={searchParams.get('card') === 'updated'} onChanged={replaceSubscription} />
          </>
        ) : (
          <SubscriptionPicker subscriptions={subscriptions} />
        )}
      </NarrowContainer>
    </AccountPage>
  );
}
