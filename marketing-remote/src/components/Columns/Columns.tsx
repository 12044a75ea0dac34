import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'ui';

/** Side-by-side blocks on wide screens, stacked on narrow ones. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: ${theme.space.xxl};
`;

const Title = styled.h2`
  margin-bottom: ${theme.space.lg};
  font-size: ${theme.fontSizes.xxl};
`;

/** One block of Columns: a region labelled by its own h2. */
export function Column({ title, children }: { title: string; children: ReactNode }) {
  const titleId = `${useId()}-title`;
  return (
    <section aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {children}
    </section>
  );
}
