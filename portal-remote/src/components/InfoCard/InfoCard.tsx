import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Card = styled.section`
  padding: clamp(1rem, 3vw, 1.5rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A titled white card of the portal screens, named by its title for assistive technology. */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {children}
    </Card>
  );
}

/** Label/value pairs shown as text, in two columns where there is room. */
export const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

/** One label/value pair of Fields. */
export function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
