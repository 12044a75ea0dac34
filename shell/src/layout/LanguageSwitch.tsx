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

  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: default;
  }
`;

/**
 * The narrow desktop bar (the logo's mark only) has room for the language's code (ES, EN), not its
 * name: drawn from the link's data, so its text stays the name alone.
 */
const NameOrCode = styled.span`
  @media (min-width: ${theme.breakpoints.mobile + 1}px) and (max-width: 959px) {
    font-size: 0;

    &::after {
      content: attr(data-code);
      font-size: ${theme.fontSizes.md};
    }
  }
`;

/**
 * The same page in the other language: a plain link (it works before the code has loaded, and a
 * move to another language is a new document), named in that language (its code, ES or EN, where
 * the bar is narrow; its accessible name says it all); following it remembers the choice for the
 * next visit to `/`.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { navigation } = useChrome();
  const other = useOtherLanguage();
  return (
    <SwitchLink
      className={className}
      // An address with a query (a record's page) is followed with it: inactive until the page's code has it.
      href={other.waitsForQuery ? undefined : other.href}
      aria-disabled={other.waitsForQuery || undefined}
      hrefLang={other.locale}
      lang={other.locale}
      aria-label={navigation.languageSwitch.name}
      onClick={() => rememberLocale(other.locale)}
    >
      <NameOrCode data-code={other.locale.toUpperCase()}>{navigation.languageSwitch.label}</NameOrCode>
    </SwitchLink>
  );
}
