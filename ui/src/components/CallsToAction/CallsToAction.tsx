import styled from 'styled-components';
import { ButtonLink } from '../Button/ButtonLink';
import type { ButtonVariant } from '../Button/buttonStyles';
import { theme } from '../../theme/theme';

export type CallToAction = {
  text: string;
  to?: string;
  href?: string;
  newTab?: boolean;
  onClick?: () => void;
  variant?: ButtonVariant;
};

export type CallsToActionProps = {
  /** The first one defaults to the primary look, the others to secondary. */
  actions: CallToAction[];
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xl};
`;

/** A wrapping row of button-like links that closes a block of text. */
export function CallsToAction({ actions }: CallsToActionProps) {
  return (
    <Row>
      {actions.map((action, index) => (
        <ButtonLink
          key={`${action.text}-${index}`}
          to={action.to}
          href={action.href}
          newTab={action.newTab}
          onClick={action.onClick}
          variant={action.variant ?? (index === 0 ? 'primary' : 'secondary')}
        >
          {action.text}
        </ButtonLink>
      ))}
    </Row>
  );
}
