import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme, visuallyHiddenStyles } from 'ui';
import type { InventoryItem } from '../../../api/portalApi';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { usePortalContent } from '../../../content/PortalContent';
import { destructionStatusOf } from './certificates';

/** The container (the donor view's column) whose width decides between the table and its cards. */
const inventoryContainer = 'donated-computers';

/*
 * Eight columns, their headings and long values wrapping, fit a column of 48rem (a laptop beside
 * the side menu); narrower than that (phones, tablets, a small window) each computer is a card of
 * label and value, so nothing is clipped or hidden behind a sideways scroll, in either language.
 */
const asCards = `@container ${inventoryContainer} (max-width: 48rem)`;

const Frame = styled.div`
  container: ${inventoryContainer} / inline-size;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};

  /* The donation's label above already shows it; the caption names the table for screen readers. */
  caption {
    ${visuallyHiddenStyles}
  }

  th,
  td {
    height: 2.75rem;
    padding: ${theme.space.sm};
    border-top: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: middle;
    /* A word longer than its column (a long model number) breaks rather than widen the table. */
    overflow-wrap: break-word;
  }

  th {
    background: ${theme.colors.navy};
    color: ${theme.colors.textOnDark};
    hyphens: auto;
  }

  tbody tr:nth-child(even) {
    background: ${theme.colors.surface};
  }

  /* Serial numbers and dates as recorded (as in the spreadsheet), never broken at their hyphens. */
  td[data-nowrap] {
    white-space: nowrap;
  }

  a,
  button {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }

  button {
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

  ${asCards} {
    thead {
      ${visuallyHiddenStyles}
    }

    tbody,
    tr,
    td {
      display: block;
    }

    tbody tr {
      display: grid;
      gap: ${theme.space.xs};
      padding: ${theme.space.md};
      border-top: 1px solid ${theme.colors.border};
    }

    tbody tr:first-child {
      border-top: 0;
    }

    td {
      display: grid;
      grid-template-columns: minmax(7rem, 40%) minmax(0, 1fr);
      gap: ${theme.space.sm};
      height: auto;
      padding: 0;
      border: 0;
    }

    /* Each value says what it is, as the column's heading does on a wide screen. */
    td::before {
      content: attr(data-label);
      color: ${theme.colors.muted};
      font-weight: ${theme.fontWeights.semibold};
    }

    /* A few empty cards hold the shape; fifteen would be a long scroll. */
    tr[data-testid='placeholder-row']:nth-child(n + 4) {
      display: none;
    }
  }
`;

/* View and Download: side by side when they fit, one under the other when the column is narrow. */
const CertificateLinks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${theme.space.sm};
`;

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
  const { portal, certificates: certificateTexts } = usePortalContent();
  const donorText = portal.donor;
  const certificateText = certificateTexts.certificate;
  const placeholderRows = Array.from({ length: donorText.emptyRows }, (_, index) => index);
  const [modelLabel, serialLabel, addedLabel, donatedLabel, recycledLabel, erasedLabel, destructionLabel, certificateLabel] = donorText.columns;
  return (
    // Labelled by the donation: the region and the table name the same computers.
    <Frame role="region" aria-label={caption}>
      {/* Explicit roles: the cards' display would otherwise take the table's meaning away in some browsers. */}
      <Table role="table" aria-busy={loading}>
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {donorText.columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {items.length > 0
            ? items.map((item) => {
                const status = destructionStatusOf(item, certificateTexts);
                const model = item.Model ?? item.ID;
                return (
                  <tr key={item.ID} role="row">
                    <td role="cell" data-label={modelLabel}>{item.Model}</td>
                    <td role="cell" data-label={serialLabel} data-nowrap>
                      {item.Barcode_Save}
                    </td>
                    <td role="cell" data-label={addedLabel} data-nowrap>
                      {item.Date_Added}
                    </td>
                    <td role="cell" data-label={donatedLabel} data-nowrap>
                      {item.Date_Donated}
                    </td>
                    <td role="cell" data-label={recycledLabel} data-nowrap>
                      {item.Date_Recycled}
                    </td>
                    <td role="cell" data-label={erasedLabel} data-nowrap>
                      {item.Erasure_Date}
                    </td>
                    <td role="cell" data-label={destructionLabel}>{status.label}</td>
                    <td role="cell" data-label={certificateLabel}>
                      {status.issued ? (
                        <CertificateLinks>
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
                        </CertificateLinks>
                      ) : (
                        donorText.notAvailable
                      )}
                    </td>
                  </tr>
                );
              })
            : placeholderRows.map((row) => (
                // Empty rows are shape only: hidden from assistive technology.
                <tr key={row} role="row" aria-hidden="true" data-testid="placeholder-row">
                  {donorText.columns.map((column, index) => (
                    <td key={column} role="cell" data-label={column}>
                      {loading && <Skeleton $width={index === 0 ? '80%' : '60%'} />}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </Table>
    </Frame>
  );
}
