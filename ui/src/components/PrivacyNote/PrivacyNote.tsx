import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { legalPaths } from '../../content/site';
import { theme } from '../../theme/theme';

const Note = styled.p`
  font-size: ${theme.fontSizes.sm};

  a {
    color: inherit;
  }
`;

/** Beside every form that asks for personal data: what governs what the visitor sends, linked. */
export function PrivacyNote({ className }: { className?: string }) {
  return (
    <Note className={className}>
      How we use what you send: <Link to={legalPaths.privacy}>Privacy Policy</Link>, <Link to={legalPaths.terms}>Terms of Service</Link>.
    </Note>
  );
}
