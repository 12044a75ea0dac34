import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, theme, useLocale, useLocalPath } from 'ui';
import type { Subscription } from '../../account/accountApi';
import { accountApi } from '../../account/accountApi';
import { useAccountContent } from '../../account/accountContent';
import { formatCalendarDate, planPrice, providerWord } from '../../account/formatting';
import { goToAddress } from '../../account/leavePage';
import { availableActions, statusWording } from '../../account/statusWording';
import type { StatusWording } from '../../account/statusWording';
import { Actions, Notice, Panel, PanelStack, PanelTitle } from '../../components/AccountFrame';
import { accountPaths } from '../../content/accountPaths';
import { BillingHistory } from './BillingHistory';
import { CancelDialog } from './CancelDialog';
import { ReferralLink } from './ReferralLink';

const toneColours: Record<StatusWording['tone'], string> = { good: theme.colors.primary, warning: theme.colors.danger, ended: theme.colors.muted };

const StatusLabel = styled.p<{ $tone: StatusWording['tone'] }>`
  display: inline-block;
  padding: ${theme.space.xs} ${theme.space.md};
  border: 2px solid ${({ $tone }) => toneColours[$tone]};
  border-radius: ${theme.radii.pill};
  color: ${({ $tone }) => toneColours[$tone]};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;

const Detail = styled.p`
  margin-top: ${theme.space.sm};
`;


const Facts = styled.dl`
  display: grid;
  /* A long label ("Próxima fecha de facturación") wraps in its half instead of squeezing the values. */
  grid-template-columns: fit-content(50%) 1fr;
  gap: ${theme.space.sm} ${theme.space.lg};

  dt {
    color: ${theme.colors.muted};
  }

  dd {
    font-weight: ${theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: ${theme.space.lg};
`;

const TrackingLink = styled.a`
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};
`;

type SubscriptionDetailsProps = {
  subscription: Subscription;
  /** Back from the provider's card page (`?card=updated`). */
  cardUpdated: boolean;
  onChanged: (subscription: Subscription) => void;
};

/** One subscription: its status and what can be done, shipping, plan, device, card, invoices and referral link. */
export function SubscriptionDetails({ subscription, cardUpdated, onChanged }: SubscriptionDetailsProps) {
  const { account: accountText, status: statusText, providerWords } = useAccountContent();
  const locale = useLocale();
  const localPath = useLocalPath();
  const wording = statusWording(subscription, statusText, locale);
  const actions = availableActions(subscription.status);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [busy, setBusy] = useState<'none' | 'card' | 'reactivate'>('none');
  const [message, setMessage] = useState<{ text: string; tone: 'good' | 'danger' }>();
  const statusRef = useRef<HTMLHeadingElement>(null);
  const ids = { status: useId(), shipping: useId(), plan: useId(), card: useId() };

  /** After a change the page announces its outcome and puts focus on the status it changed. */
  function announce(text: string, tone: 'good' | 'danger') {
    setMessage({ text, tone });
    statusRef.current?.focus();
  }

  async function openCardPage() {
    setBusy('card');
    setMessage(undefined);
    try {
      goToAddress((await accountApi.cardPage(subscription.id)).url);
    } catch {
      announce(accountText.card.failed, 'danger');
      setBusy('none');
    }
  }

  async function reactivate() {
    setBusy('reactivate');
    setMessage(undefined);
    try {
      onChanged((await accountApi.reactivate(subscription.id)).subscription);
      announce(accountText.reactivated, 'good');
    } catch {
      announce(accountText.actionFailed, 'danger');
    }
    setBusy('none');
  }

  function cancelled(changed: Subscription) {
    setCancelOpen(false);
    onChanged(changed);
    const endsOn = changed.currentTermEndsAt ?? changed.nextBillingAt;
    announce(accountText.cancelled(endsOn ? formatCalendarDate(endsOn, locale) : ''), 'good');
  }

  const { shipping, plan, device, card } = subscription;
  return (
    <PanelStack>
      <Panel aria-labelledby={ids.status}>
        <PanelTitle id={ids.status} ref={statusRef} tabIndex={-1}>
          {accountText.sections.status}
        </PanelTitle>
        <StatusLabel $tone={wording.tone}>{wording.label}</StatusLabel>
        <Detail>{wording.detail}</Detail>
        <Notice role="status" $tone={message?.tone}>
          {message?.text ?? ''}
        </Notice>
        <Actions>
          {actions.reactivate && (
            <Button type="button" onClick={() => void reactivate()} disabled={busy !== 'none'}>
              {busy === 'reactivate' ? accountText.reactivating : accountText.reactivate}
            </Button>
          )}
          {actions.cancel && (
            <Button type="button" variant="secondary" onClick={() => setCancelOpen(true)} disabled={busy !== 'none'}>
              {accountText.cancelOpen}
            </Button>
          )}
          {!actions.updateCard && <ButtonLink to={localPath(accountPaths.shield)}>{accountText.orderLink}</ButtonLink>}
        </Actions>
      </Panel>

      <Columns>
        <Panel aria-labelledby={ids.plan}>
          <PanelTitle id={ids.plan}>{accountText.sections.plan}</PanelTitle>
          <Facts>
            <dt>{accountText.plan.number}</dt>
            <dd>{subscription.number}</dd>
            <dt>{accountText.plan.name}</dt>
            <dd>{plan.name}</dd>
            <dt>{accountText.plan.price}</dt>
            <dd>{planPrice(plan, accountText.plan)}</dd>
            <dt>{accountText.plan.nextBilling}</dt>
            <dd>{subscription.nextBillingAt && actions.cancel ? formatCalendarDate(subscription.nextBillingAt, locale) : accountText.plan.noNextBilling}</dd>
            <dt>{accountText.device.type}</dt>
            <dd>{providerWord(providerWords.deviceTypes, device.type)}</dd>
            <dt>{accountText.device.sims}</dt>
            <dd>{device.simCount}</dd>
          </Facts>
        </Panel>
        <Panel aria-labelledby={ids.shipping}>
          <PanelTitle id={ids.shipping}>{accountText.sections.shipping}</PanelTitle>
          {shipping.status === 'awaiting' ? (
            <p>{accountText.shipping.awaiting}</p>
          ) : (
            <>
              <p>{shipping.shippedOn ? accountText.shipping.shipped(formatCalendarDate(shipping.shippedOn, locale)) : accountText.shipping.shippedNoDate}</p>
              {shipping.trackingNumber && <p>{accountText.shipping.trackingNumber(shipping.trackingNumber)}</p>}
              {shipping.trackingUrl && (
                <p>
                  <TrackingLink href={shipping.trackingUrl} target="_blank" rel="noopener noreferrer">
                    {accountText.shipping.track}
                  </TrackingLink>
                </p>
              )}
            </>
          )}
        </Panel>
      </Columns>

      <Panel aria-labelledby={ids.card}>
        <PanelTitle id={ids.card}>{accountText.sections.card}</PanelTitle>
        <Notice role="status">{cardUpdated ? accountText.card.updated : ''}</Notice>
        <p>{card ? accountText.card.onFile(card.type, card.lastFour) : accountText.card.none}</p>
        {actions.updateCard && (
          <Actions>
            <Button type="button" variant={subscription.status === 'unpaid' || subscription.status === 'dunning' ? 'primary' : 'secondary'} onClick={() => void openCardPage()} disabled={busy !== 'none'}>
              {busy === 'card' ? accountText.card.updating : accountText.card.update}
            </Button>
          </Actions>
        )}
      </Panel>

      <BillingHistory invoices={subscription.invoices} />
      <ReferralLink url={subscription.referral.url} />
      {actions.cancel && <CancelDialog subscription={subscription} open={cancelOpen} onClose={() => setCancelOpen(false)} onCancelled={cancelled} />}
    </PanelStack>
  );
}
