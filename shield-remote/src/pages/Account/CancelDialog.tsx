import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, theme, useLocale } from 'ui';
import type { Subscription } from '../../account/accountApi';
import { accountApi } from '../../account/accountApi';
import { useAccountContent } from '../../account/accountContent';
import { formatCalendarDate } from '../../account/formatting';
import { Actions, fieldStyles, Notice } from '../../components/AccountFrame';
import type { CancelReason } from '../../content/account';

const Dialog = styled.dialog`
  width: min(34rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  padding: clamp(1.25rem, 4vw, 2rem);
  border: 0;
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  color: ${theme.colors.text};

  &::backdrop {
    background: rgba(11, 21, 38, 0.6);
  }

  h2 {
    font-size: ${theme.fontSizes.xl};
  }

  fieldset {
    margin-top: ${theme.space.md};
    padding: 0;
    border: 0;
  }

  legend {
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Choice = styled.label`
  display: flex;
  gap: ${theme.space.sm};
  align-items: center;
  min-height: 2.5rem;

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.colors.primary};
  }
`;

const CommentLabel = styled.label`
  display: block;
  margin-top: ${theme.space.md};
  font-weight: ${theme.fontWeights.semibold};
`;

const Hint = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

const Comment = styled.textarea`
  ${fieldStyles}
  min-height: 4.5rem;
  margin-top: ${theme.space.xs};
`;


type CancelDialogProps = {
  subscription: Subscription;
  open: boolean;
  onClose: () => void;
  onCancelled: (subscription: Subscription) => void;
};

/**
 * The cancel dialog: a modal `<dialog>` (focus kept inside, Escape closes it, the page behind inert)
 * that asks why (a required choice and optional words) and says when the service ends. The API
 * cancels at the end of the term; the dialog closes only once it has said so.
 */
export function CancelDialog({ subscription, open, onClose, onCancelled }: CancelDialogProps) {
  const { account: accountText, cancel: cancelText, cancelReasons } = useAccountContent();
  const locale = useLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<CancelReason>();
  const [comment, setComment] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const titleId = useId();
  const endsId = useId();
  const reasonErrorId = useId();
  const commentId = useId();
  const commentHintId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      setMissingReason(true);
      dialogRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      const answer = await accountApi.cancel(subscription.id, reason, comment.trim());
      onCancelled(answer.subscription);
    } catch {
      setFailed(true);
    }
    setBusy(false);
  }

  const endsOn = subscription.currentTermEndsAt ?? subscription.nextBillingAt;
  return (
    <Dialog ref={dialogRef} aria-labelledby={titleId} aria-describedby={endsId} onClose={onClose}>
      <h2 id={titleId}>{cancelText.title}</h2>
      <p id={endsId}>{endsOn ? cancelText.endsOn(formatCalendarDate(endsOn, locale)) : cancelText.endsAtTermEnd}</p>
      <form onSubmit={handleSubmit} noValidate aria-busy={busy}>
        <fieldset aria-describedby={reasonErrorId} aria-invalid={missingReason ? true : undefined}>
          <legend>{cancelText.reasonLegend}</legend>
          {cancelReasons.map((choice) => (
            <Choice key={choice.value}>
              <input
                type="radio"
                name="reason"
                value={choice.value}
                required
                checked={reason === choice.value}
                onChange={() => {
                  setReason(choice.value);
                  setMissingReason(false);
                }}
              />
              {choice.label}
            </Choice>
          ))}
          <Notice id={reasonErrorId} role="alert" $tone="danger">
            {missingReason ? cancelText.reasonMissing : ''}
          </Notice>
        </fieldset>
        <CommentLabel htmlFor={commentId}>{cancelText.commentLabel}</CommentLabel>
        <Hint id={commentHintId}>{cancelText.commentHint}</Hint>
        <Comment id={commentId} name="comment" maxLength={500} value={comment} onChange={(event) => setComment(event.target.value)} aria-describedby={commentHintId} />
        <Notice role="alert" $tone="danger">
          {failed ? accountText.actionFailed : ''}
        </Notice>
        <Actions>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? cancelText.confirming : cancelText.confirm}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            {cancelText.keep}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
