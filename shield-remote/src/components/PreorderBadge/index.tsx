import styled from 'styled-components';

const Badge = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0.125rem ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.6;
  vertical-align: middle;
`;

/** "Preorder" after a product name, for products that do not ship yet (the 5G router). */
export function PreorderBadge() {
  return (
    <>
      {' '}
      <Badge>Preorder</Badge>
    </>
  );
}
