import { AccountContentProvider } from '../../account/accountContent';
import { accountContent } from '../../content/account.es';
import { AccountSignIn } from './AccountSignIn';

/** `/es/shield/account/sign-in`: the sign-in in Spanish. */
export default function AccountSignInInSpanish() {
  return (
    <AccountContentProvider content={accountContent}>
      <AccountSignIn />
    </AccountContentProvider>
  );
}
