import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { AccountContent } from '../content/account';

/** The account screens' texts in the page's language, given by the page's entry (index.tsx English, es.tsx Spanish). */
const AccountContentContext = createContext<AccountContent | null>(null);

export function AccountContentProvider({ content, children }: { content: AccountContent; children: ReactNode }) {
  return <AccountContentContext.Provider value={content}>{children}</AccountContentContext.Provider>;
}

export function useAccountContent(): AccountContent {
  const content = useContext(AccountContentContext);
  if (!content) throw new Error('An account screen was rendered outside its page entry (AccountContentProvider)');
  return content;
}
