import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme, visuallyHiddenStyles } from 'ui';
import type { InventoryItem } from '../../../api/portalApi';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { certificateText } from '../../../content/certificates';
import { donorText } from '../../../content/portal';
import { destructionStatusOf } from './certificates';

const Scroller = styled.div`
  overflow-x: auto;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;

const Table = styled.table`
  width: 100%;
  min-width: 44rem;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};

  /* The donation's label above already shows it; the caption names the table for screen readers. */
  caption {
    ${visuallyHiddenStyles}
  }

  th,
  td {
    height: 2.75rem;
    /* Eight columns: narrow side padding keeps the certificate links in view on a laptop's width. */
    padding: ${theme.space.sm} ${theme.space.sm};
    border-top: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }

  th {
    background: ${theme.colors.navy};
    color: ${theme.colors.textOnDark};
  }

  /* Dates and serials read best on one line; the model takes what is left. */
  td:not(:first-child) {
    white-space: nowrap;
  }

  td:first-child {
    min-width: 9rem;
  }

  tbody tr:nth-child(even) {
    background: ${theme.colors.surface};
  }

  a,
  button {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }

  button {
    margin-left: ${theme.space.sm};
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    font-weight: ${theme.fontWeights.semibold};
    text-decoration: underline;
    cursor: pointer;

    &:disabled {
      color: ${theme.colors.muted};
      cursor: progress;
    }
  }
`;

const columnCount = donorText.columns.length;

/** What the table offers for a device's certificate: the page to view it and its PDF. */
export type CertificateActions = {
  viewHref: (item: InventoryItem) => string;
  download: (item: InventoryItem) => void;
  /** The device whose PDF is being fetched. */
  downloading: string | undefined;
};

type InventoryTableProps = { items: InventoryItem[]; loading: boolean; caption: string; certificates: CertificateActions };

/** The donated computers of one donation (spec §2); 15 empty rows hold the table's shape when there are none. */
export function InventoryTable({ items, loading, caption, certificates }: InventoryTableProps) {
  const placeholderRows = Array.from({ length: donorText.emptyRows }, (_, index) => index);
  return (
    // A focusable region, so a keyboard can scroll the table sideways on a narrow screen.
    <Scroller role="region" aria-label={caption} tabIndex={0}>
      <Table aria-busy={loading}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {donorText.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.length > 0
            ? items.map((item) => {
                const status = destructionStatusOf(item);
                const model = item.Model ?? item.ID;
                return (
                  <tr key={item.ID}>
                    <td>{item.Model}</td>
                    <td>{item.Barcode_Save}</td>
                    <td>{item.Date_Added}</td>
                    <td>{item.Date_Donated}</td>
                    <td>{item.Date_Recycled}</td>
                    <td>{item.Erasure_Date}</td>
                    <td>{status.label}</td>
                    <td>
                      {status.issued ? (
                        <>
                          <Link to={certificates.viewHref(item)} aria-label={certificateText.viewLabel(model)}>
                            {certificateText.view}
                          </Link>
                          <button
                            type="button"
                            onClick={() => certificates.download(item)}
                            disabled={certificates.downloading !== undefined}
                            aria-label={certificateText.downloadLabel(model)}
                          >
                            {certificates.downloading === item.ID ? certificateText.downloading : certificateText.download}
                          </button>
                        </>
                      ) : (
                        donorText.notAvailable
                      )}
                    </td>
                  </tr>
                );
              })
            : placeholderRows.map((row) => (
                // Empty rows are shape only: hidden from assistive technology.
                <tr key={row} aria-hidden="true" data-testid="placeholder-row">
                  {Array.from({ length: columnCount }, (_, column) => (
                    <td key={column}>{loading && <Skeleton $width={column === 0 ? '80%' : '60%'} />}</td>
                  ))}
                </tr>
              ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
