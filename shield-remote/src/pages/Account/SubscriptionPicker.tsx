import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme, useLocale, useLocalPath } from 'ui';
import type { Subscription } from '../../account/accountApi';
import { useAccountContent } from '../../account/accountContent';
import { planPrice } from '../../account/formatting';
import { statusWording } from '../../account/statusWording';
import { Panel, PanelTitle } from '../../components/AccountFrame';
import { accountPaths } from '../../content/accountPaths';

const Choices = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
  padding: 0;
  list-style: none;
`;

const Choice = styled(Link)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  justify-content: space-between;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  color: inherit;
  text-decoration: none;

  &:hover {
    border-color: ${theme.colors.primary};
  }

  strong {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`;

/** `/shield/account?subscription=<id>` (under `/es` in Spanish): the address of one subscription's details. */
function subscriptionAddress(accountPath: string, id: string): string {
  return `${accountPath}?${new URLSearchParams({ subscription: id }).toString()}`;
}

/** A customer's subscriptions to choose from, each with its number, plan and status in words. */
export function SubscriptionPicker({ subscriptions }: { subscriptions: Subscription[] }) {
  const { account: accountText, status: statusText } = useAccountContent();
  const locale = useLocale();
  const accountPath = useLocalPath()(accountPaths.account);
  return (
    <Panel aria-labelledby="subscription-picker-title">
      <PanelTitle id="subscription-picker-title">{accountText.pickerTitle}</PanelTitle>
      <p>{accountText.pickerIntro}</p>
      <Choices>
        {subscriptions.map((subscription) => (
          <li key={subscription.id}>
            <Choice to={subscriptionAddress(accountPath, subscription.id)}>
              <strong>
                {subscription.plan.name} ({subscription.number})
              </strong>
              <span>
                {planPrice(subscription.plan, accountText.plan)} · {statusWording(subscription, statusText, locale).label}
              </span>
            </Choice>
          </li>
        ))}
      </Choices>
    </Panel>
  );
}
