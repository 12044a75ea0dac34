import { useId } from 'react';
import styled from 'styled-components';
import { theme, useLocale, VisuallyHidden } from 'ui';
import type { Subscription } from '../../account/accountApi';
import { useAccountContent } from '../../account/accountContent';
import { formatAmount, formatCalendarDate } from '../../account/formatting';
import { Panel, PanelTitle } from '../../components/AccountFrame';

/** Scrolls sideways on its own on a narrow screen instead of widening the page; reachable by keyboard. */
const TableScroller = styled.div`
  /* Positioned, so the links' visually hidden words scroll with it instead of widening the page. */
  position: relative;
  overflow-x: auto;

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    margin-bottom: ${theme.space.sm};
    text-align: left;
    color: ${theme.colors.muted};
  }

  th,
  td {
    padding: ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
  }

  /* Dates and headings wrap between words (Spanish dates are long); a number or an amount stays whole. */
  tbody th,
  td:nth-child(3) {
    white-space: nowrap;
  }

  ${theme.media.mobile} {
    font-size: ${theme.fontSizes.sm};

    th,
    td {
      padding-inline: ${theme.space.xs};
    }
  }

  a {
    display: inline-block;
    min-height: 24px;
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

/** The subscription's invoices, each with its PDF (served by the API to the invoice's owner only). */
export function BillingHistory({ invoices }: { invoices: Subscription['invoices'] }) {
  const { account: accountText, providerWords } = useAccountContent();
  const text = accountText.history;
  const locale = useLocale();
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{accountText.sections.history}</PanelTitle>
      {invoices.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        // Focusable so a keyboard can scroll it when it is wider than the screen.
        <TableScroller tabIndex={0} role="region" aria-label={text.caption}>
          <Table>
            <caption>{text.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.number}</th>
                <th scope="col">{text.date}</th>
                <th scope="col">{text.amount}</th>
                <th scope="col">{text.status}</th>
                <th scope="col">{text.download}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">{invoice.number}</th>
                  <td>
                    <time dateTime={invoice.date}>{formatCalendarDate(invoice.date, locale)}</time>
                  </td>
                  <td>{formatAmount(invoice.total)}</td>
                  <td>{invoiceStatus(providerWords.invoiceStatuses, invoice.status)}</td>
                  <td>
                    <a href={invoice.pdfPath} download>
                      {text.pdf}
                      <VisuallyHidden>{text.pdfOf(invoice.number)}</VisuallyHidden>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      )}
    </Panel>
  );
}

/** The provider's invoice status ("paid", "overdue") in the page's language, or one it does not list as a word that starts with a capital. */
function invoiceStatus(words: Record<string, string>, status: string): string {
  return Object.hasOwn(words, status) ? words[status]! : status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');
}
