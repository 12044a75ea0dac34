import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'ui';

const Card = styled.section`
  padding: clamp(1rem, 3vw, 1.5rem);
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;

const Title = styled.h2`
  margin-bottom: ${theme.space.md};
  font-size: ${theme.fontSizes.lg};
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
  gap: ${theme.space.md} ${theme.space.lg};

  dt {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }

  dd {
    font-weight: ${theme.fontWeights.semibold};
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
