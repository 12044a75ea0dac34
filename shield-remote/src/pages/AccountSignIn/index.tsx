import { AccountContentProvider } from '../../account/accountContent';
import { accountContent } from '../../content/account';
import { AccountSignIn } from './AccountSignIn';

/** `/shield/account/sign-in` in English. */
export default function AccountSignInInEnglish() {
  return (
    <AccountContentProvider content={accountContent}>
      <AccountSignIn />
    </AccountContentProvider>
  );
}
