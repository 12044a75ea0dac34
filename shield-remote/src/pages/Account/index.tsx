import { AccountContentProvider } from '../../account/accountContent';
import { accountContent } from '../../content/account';
import { Account } from './Account';

/** `/shield/account` in English. */
export default function AccountInEnglish() {
  return (
    <AccountContentProvider content={accountContent}>
      <Account />
    </AccountContentProvider>
  );
}
