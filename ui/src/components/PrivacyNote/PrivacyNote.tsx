import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { legalPaths } from '../../content/site';
import { useLocalPath } from '../../locale/locale';
import { theme } from '../../theme/theme';

const Note = styled.p`
  font-size: ${theme.fontSizes.sm};

  a {
    color: inherit;
  }
`;

/** The note's words: a page in another language than English passes its own (from its content). */
export type PrivacyNoteTexts = { lead: string; privacy: string; terms: string };

const englishTexts: PrivacyNoteTexts = { lead: 'How we use what you send:', privacy: 'Privacy Policy', terms: 'Terms of Service' };

/** Beside every form that asks for personal data: what governs what the visitor sends, linked (in the page's language). */
export function PrivacyNote({ className, texts = englishTexts }: { className?: string; texts?: PrivacyNoteTexts }) {
  const localPath = useLocalPath();
  return (
    <Note className={className}>
      {texts.lead} <Link to={localPath(legalPaths.privacy)}>{texts.privacy}</Link>, <Link to={localPath(legalPaths.terms)}>{texts.terms}</Link>.
    </Note>
  );
}
