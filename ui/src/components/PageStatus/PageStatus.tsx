import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../Container/Container';
import { theme } from '../../theme/theme';

export type PageStatusProps = {
  title: ReactNode;
  message?: ReactNode;
  /** E.g. a "Try again" Button or a ButtonLink home. */
  action?: ReactNode;
  /** 'alert' for failures that need attention now; 'status' for loading and empty states. */
  role?: 'status' | 'alert';
  /** 1 when the block stands in for a whole page. */
  headingLevel?: 1 | 2 | 3;
};

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  min-height: 50vh;
  padding-block: ${theme.space.xxl};
  text-align: center;
`;

const Heading = styled.h2`
  font-size: ${theme.fontSizes.xl};
`;

const Message = styled.div`
  max-width: 36rem;
  margin: ${theme.space.md} auto 0;
  color: ${theme.colors.muted};
`;

const Action = styled.div`
  margin-top: ${theme.space.lg};
`;

/** A centred message for loading, unavailable and empty states. */
export function PageStatus({ title, message, action, role = 'status', headingLevel = 2 }: PageStatusProps) {
  return (
    <Wrapper role={role}>
      <Container>
        <Heading as={`h${headingLevel}`}>{title}</Heading>
        {message && <Message>{message}</Message>}
        {action && <Action>{action}</Action>}
      </Container>
    </Wrapper>
  );
}
