import styled from 'styled-components';

const Icon = styled.svg`
  flex: none;
  transition: transform 0.2s ease;

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

/** The down arrow of a menu button; turns over while its menu is open. */
export function Chevron() {
  return (
    <Icon width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Icon>
  );
}
