import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ProviderChoice, providerValue } from 'composition-contract/providers';
import { ButtonLink, Section, theme, useHydrated } from 'ui';
import type { Appeal } from '../../../content/appealEntries';
import { defaultPaymentMethod, donationText, givingContact, paymentMethods } from '../../../content/donation';
import type { PaymentMethod } from '../../../content/donation';
import { telHref } from '../telHref';
import { donationFormLink, formatDollars, presetAmounts, readWholeDollars } from './donationChoice';

/** The target of every 'Help Us Make It Happen' button. */
export const donationSectionId = 'donation-section';

const otherAmountChoice = 'other';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${theme.space.xl};
  align-items: start;

  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  & + & {
    margin-top: ${theme.space.xl};
  }
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space.sm};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr));
  gap: ${theme.space.sm};
`;

/* A native radio inside a large label: the whole box is the click target; the ring shows on keyboard focus. */
const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;

  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    flex: none;
    accent-color: ${theme.colors.primary};
  }

  /* The ring goes round the whole option (below), not twice. */
  input:focus-visible {
    outline: none;
  }

  &:has(input:checked) {
    border-color: ${theme.colors.primary};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const OtherAmount = styled.div`
  margin-top: ${theme.space.md};

  label {
    display: block;
    font-weight: ${theme.fontWeights.semibold};
  }

  input {
    display: block;
    width: min(100%, 16rem);
    min-height: 44px;
    margin-top: ${theme.space.xs};
    padding: ${theme.space.sm} ${theme.space.md};
    border: 2px solid ${theme.colors.muted};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.background};
  }

  input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

const Hint = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

const ErrorMessage = styled.p`
  margin-top: ${theme.space.xs};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.danger};
`;

const Summary = styled.div`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};

  h3 {
    font-size: ${theme.fontSizes.lg};
  }

  p {
    margin-top: ${theme.space.sm};
  }
`;

const Choice = styled.p`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
`;

const Continue = styled.div`
  margin-top: ${theme.space.lg};
`;

const Contact = styled.div`
  margin-top: ${theme.space.lg};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSizes.sm};

  h3 {
    font-size: ${theme.fontSizes.md};
  }

  a {
    overflow-wrap: anywhere;
  }

  a[href^='tel:'] {
    white-space: nowrap;
  }
`;

function RadioOption({ name, value, checked, onSelect, children }: { name: string; value: string; checked: boolean; onSelect: (value: string) => void; children: ReactNode }) {
  return (
    <Option>
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onSelect(value)} />
      {children}
    </Option>
  );
}

/**
 * The gift: an amount (presets around the page's default, or the donor's own), a payment method,
 * and a summary of that choice with the link to the prefilled external donation form. The link is
 * a plain link and the organisation's contact stays beside it, whatever the form provider does.
 */
export function DonationSection({ appeal }: { appeal: Appeal }) {
  const ids = useId();
  // The choices change the link below through code: until it runs they are visibly inactive.
  const hydrated = useHydrated();
  const [amountChoice, setAmountChoice] = useState(String(appeal.defaultAmount));
  const [typedAmount, setTypedAmount] = useState('');
  const [typedAmountLeft, setTypedAmountLeft] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>(defaultPaymentMethod);

  const choosesOwnAmount = amountChoice === otherAmountChoice;
  const reading = choosesOwnAmount ? readWholeDollars(typedAmount) : { amount: Number(amountChoice) };
  const chosenMethod = paymentMethods.find(({ id }) => id === method) ?? paymentMethods[0];
  // The error shows once the visitor has left the field, then follows every keystroke.
  const amountError =
    choosesOwnAmount && typedAmountLeft && reading.problem
      ? reading.problem === 'empty'
        ? donationText.emptyAmountError
        : donationText.invalidAmountError
      : undefined;

  return (
    <Section id={donationSectionId} title={donationText.title} intro={donationText.intro} tone="muted">
      <Layout>
        <div>
          <Fieldset disabled={!hydrated}>
            <Legend>{donationText.amountLegend}</Legend>
            <Options>
              {presetAmounts(appeal.defaultAmount).map((amount) => (
                <RadioOption key={amount} name={`${ids}-amount`} value={String(amount)} checked={amountChoice === String(amount)} onSelect={setAmountChoice}>
                  {formatDollars(amount)}
                </RadioOption>
              ))}
              <RadioOption name={`${ids}-amount`} value={otherAmountChoice} checked={choosesOwnAmount} onSelect={setAmountChoice}>
                {donationText.otherAmountOption}
              </RadioOption>
            </Options>
            {choosesOwnAmount && (
              <OtherAmount>
                <label htmlFor={`${ids}-typed`}>{donationText.otherAmountLabel}</label>
                <Hint id={`${ids}-hint`}>{donationText.otherAmountHint}</Hint>
                <input
                  id={`${ids}-typed`}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={typedAmount}
                  aria-invalid={amountError ? true : undefined}
                  aria-describedby={amountError ? `${ids}-hint ${ids}-error` : `${ids}-hint`}
                  onChange={(event) => setTypedAmount(event.target.value)}
                  onBlur={() => setTypedAmountLeft(true)}
                />
                {amountError && <ErrorMessage id={`${ids}-error`}>{amountError}</ErrorMessage>}
              </OtherAmount>
            )}
          </Fieldset>
          <Fieldset disabled={!hydrated}>
            <Legend>{donationText.methodLegend}</Legend>
            <Options>
              {paymentMethods.map(({ id, label }) => (
                <RadioOption key={id} name={`${ids}-method`} value={id} checked={method === id} onSelect={(value) => setMethod(value as PaymentMethod)}>
                  {label}
                </RadioOption>
              ))}
            </Options>
          </Fieldset>
        </div>
        <Summary role="group" aria-labelledby={`${ids}-summary`}>
          <h3 id={`${ids}-summary`}>{donationText.summaryTitle}</h3>
          {/* Announced as the choice changes, so a screen reader hears what the link will carry. */}
          <div aria-live="polite">
            {reading.amount === undefined ? (
              <p>{donationText.summaryIncomplete}</p>
            ) : (
              <>
                <Choice>{donationText.summary(formatDollars(reading.amount), chosenMethod.label)}</Choice>
                <p>{chosenMethod.nextStep}</p>
              </>
            )}
          </div>
          <ProviderChoice
            embed="appealDonationForm"
            configured={() =>
              reading.amount !== undefined && (
                <Continue>
                  <p>{donationText.leaving(providerValue('appealDonationForm', 'host'))}</p>
                  <p>
                    <ButtonLink href={donationFormLink(appeal, reading.amount, method)} newTab>
                      {donationText.continueLink}
                    </ButtonLink>
                  </p>
                </Continue>
              )
            }
            off={(link) => (
              <Continue>
                <p>{donationText.formOff}</p>
                {link && (
                  <p>
                    <ButtonLink href={link} newTab>
                      {donationText.formOffLink}
                    </ButtonLink>
                  </p>
                )}
              </Continue>
            )}
          />
          <Contact>
            <h3>{donationText.contactTitle}</h3>
            <p>
              Email <a href={`mailto:${givingContact.email}`}>{givingContact.email}</a> or call{' '}
              <a href={telHref(givingContact.phone)}>{givingContact.phone}</a>, {givingContact.hours}.
            </p>
          </Contact>
        </Summary>
      </Layout>
    </Section>
  );
}
