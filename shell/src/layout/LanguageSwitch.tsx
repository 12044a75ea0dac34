import styled from 'styled-components';
import { theme } from 'ui';
import { useChrome } from './chrome';
import { rememberLocale, useOtherLanguage } from './languageChoice';

const SwitchLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space.sm};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${theme.colors.accent};
  }
`;

/**
 * The same page in the other language: a plain link (it works before the code has loaded, and a
 * move to another language is a new document), named in that language; following it remembers the
 * choice for the next visit to `/`.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { navigation } = useChrome();
  const other = useOtherLanguage();
  return (
    <SwitchLink
      className={className}
      href={other.href}
      hrefLang={other.locale}
      lang={other.locale}
      aria-label={navigation.languageSwitch.name}
      onClick={() => rememberLocale(other.locale)}
    >
      {navigation.languageSwitch.label}
    </SwitchLink>
  );
}
