import { AccountContentProvider } from '../../account/accountContent';
import { accountContent } from '../../content/account.es';
import { Account } from './Account';

/** `/es/shield/account`: the account in Spanish. */
export default function AccountInSpanish() {
  return (
    <AccountContentProvider content={accountContent}>
      <Account />
    </AccountContentProvider>
  );
}
