import styled from 'styled-components';
import { theme } from 'ui';

const Badge = styled.span`
  display: inline-block;
  margin-left: ${theme.space.xs};
  padding: 0.125rem ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.navy};
  color: ${theme.colors.textOnDark};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  line-height: 1.6;
  vertical-align: middle;
`;

/** "Preorder" (in the page's language, `label`) after a product name, for products that do not ship yet (the 5G router). */
export function PreorderBadge({ label }: { label: string }) {
  return (
    <>
      {' '}
      <Badge>{label}</Badge>
    </>
  );
}
