import { useId, useState } from 'react';
import styled from 'styled-components';
import { fetchCertificatePdf, fetchDonationCertificates } from '../../../api/certificatesApi';
import type { DonationSummary, InventoryItem } from '../../../api/portalApi';
import { ProblemNotice } from '../../../components/ProblemNotice/ProblemNotice';
import { usePortalContent } from '../../../content/PortalContent';
import { donatedComputersCsv, saveTextFile } from '../../../csv/donatedComputersCsv';
import { saveFile } from '../../../files/saveFile';
import { saveSelectedDonation } from '../../../session/portalSession';
import { useLoadOnce } from '../../../portal/useLoadOnce';
import { destructionStatusOf } from './certificates';
import type { CertificateActions } from './InventoryTable';
import { InventoryTable } from './InventoryTable';
import { loadDonationComputers } from './loadDonation';
import { theme, useLocale, useLocalPath } from 'ui';

const Stack = styled.div`
  display: grid;
  /* A column never wider than the screen, whatever the longest donation's name. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.xl};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.xl};
`;

const Note = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const DownloadProblem = styled.p`
  flex-basis: 100%;
  color: ${theme.colors.danger};
  font-weight: ${theme.fontWeights.semibold};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

const DonationLabel = styled.p`
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
`;

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  min-width: 0;

  select {
    max-width: 100%;
    min-height: 44px;
    padding-inline: ${theme.space.sm};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.background};
  }
`;

const DownloadButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: underline;

  &:disabled {
    color: ${theme.colors.muted};
    cursor: progress;
  }
`;

type DonorDonationsProps = {
  token: string;
  recordId: string;
  /** latest first */
  donations: DonationSummary[];
  /** the latest donation's computers, which came with the list */
  latestDonationComputers: InventoryItem[];
  /** the donation chosen last time in this tab (read with the data, not while rendering), if any */
  savedDonationId: string | null;
};

/** The donor's view: the computers of the chosen donation, as a table and a spreadsheet. */
export function DonorDonations({ token, recordId, donations, latestDonationComputers, savedDonationId }: DonorDonationsProps) {
  // The donation chosen last time, else the latest: shown from the first render, so nothing moves.
  const [selectedId, setSelectedId] = useState(() => (donations.some((donation) => donation.id === savedDonationId) ? savedDonationId : donations[0]?.id));
  const pickerId = useId();
  const donorText = usePortalContent().portal.donor;
  const donationLabel = (donation: Pick<DonationSummary, 'Entry_Date'>) => donorText.donationLabel(donation.Entry_Date ?? undefined);

  function choose(id: string) {
    saveSelectedDonation(id);
    setSelectedId(id);
  }

  const selected = donations.find((donation) => donation.id === selectedId);
  return (
    <Stack>
      <Title>{donorText.title}</Title>
      <Toolbar>
        {selected && <DonationLabel>{donationLabel(selected)}</DonationLabel>}
        {donations.length > 1 && (
          <Picker>
            <label htmlFor={pickerId}>{donorText.chooseDonation}</label>
            <select id={pickerId} value={selectedId ?? ''} onChange={(event) => choose(event.target.value)}>
              {donations.map((donation) => (
                <option key={donation.id} value={donation.id}>
                  {donationLabel(donation)}
                </option>
              ))}
            </select>
          </Picker>
        )}
      </Toolbar>
      {selected && selected.id === donations[0]?.id ? (
        <InventoryView key={selected.id} items={latestDonationComputers} loading={false} caption={donationLabel(selected)} token={token} recordId={recordId} donationId={selected.id} />
      ) : selected ? (
        <DonationInventory key={selected.id} token={token} recordId={recordId} donation={selected} caption={donationLabel(selected)} />
      ) : (
        <InventoryView items={[]} loading={donations.length > 0} caption={donorText.noDonations} token={token} recordId={recordId} />
      )}
    </Stack>
  );
}

type DonationProps = { token: string; recordId: string; donation: DonationSummary; caption: string };

/** An earlier donation's computers, asked for when it is chosen. */
function DonationInventory({ token, recordId, donation, caption }: DonationProps) {
  const [attempt, setAttempt] = useState(0);
  const state = useLoadOnce(`${donation.id}#${attempt}`, () => loadDonationComputers(token, donation));
  if (state.phase === 'failed') return <ProblemNotice problem={state.problem} onRetry={() => setAttempt((value) => value + 1)} />;
  const items = state.phase === 'ready' ? state.data : [];
  return <InventoryView items={items} loading={state.phase === 'loading'} caption={caption} token={token} recordId={recordId} donationId={donation.id} />;
}

type InventoryViewProps = { items: InventoryItem[]; loading: boolean; caption: string; token: string; recordId: string; donationId?: string };

function InventoryView({ items, loading, caption, token, recordId, donationId }: InventoryViewProps) {
  const content = usePortalContent();
  const { donor: donorText, messages } = content.portal;
  const certificateText = content.certificates.certificate;
  const locale = useLocale();
  const localPath = useLocalPath();
  // What is being downloaded: a device's id, or "all"; and why the last download failed.
  const [downloading, setDownloading] = useState<string>();
  const [downloadFailed, setDownloadFailed] = useState(false);

  function downloadSpreadsheet() {
    if (items.length === 0) {
      window.alert(messages.noInventory);
      return;
    }
    saveTextFile(donatedComputersCsv(items), donorText.csvFileName);
  }

  async function download(what: string, fetchFile: () => Promise<{ content: Blob; fileName: string | undefined }>, fallbackName: string) {
    setDownloading(what);
    setDownloadFailed(false);
    try {
      const { content, fileName } = await fetchFile();
      saveFile(content, fileName ?? fallbackName);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(undefined);
    }
  }

  const certificates: CertificateActions = {
    viewHref: (item) => `${localPath('/certificate')}?${new URLSearchParams({ recordId, device: item.ID }).toString()}`,
    download: (item) => void download(item.ID, () => fetchCertificatePdf(token, item.ID, locale), `certificate-${item.ID}.pdf`),
    downloading,
  };
  const anyCertificate = items.some((item) => destructionStatusOf(item, content.certificates).issued);

  return (
    <>
      <Actions>
        <DownloadButton type="button" onClick={downloadSpreadsheet} disabled={loading}>
          {donorText.download}
        </DownloadButton>
        {donationId !== undefined && anyCertificate && (
          <DownloadButton
            type="button"
            onClick={() => void download('all', () => fetchDonationCertificates(token, donationId, locale), 'certificates.zip')}
            disabled={downloading !== undefined}
            aria-label={certificateText.downloadAllLabel(caption)}
          >
            {downloading === 'all' ? certificateText.downloading : certificateText.downloadAll}
          </DownloadButton>
        )}
        {donationId !== undefined && !loading && items.length > 0 && !anyCertificate && <Note>{certificateText.noneToDownload}</Note>}
        {/* Always rendered (a live region added later may not be announced); a line of its own when filled. */}
        <DownloadProblem role="alert">{downloadFailed ? certificateText.downloadFailed : ''}</DownloadProblem>
      </Actions>
      <InventoryTable items={items} loading={loading} caption={caption} certificates={certificates} />
    </>
  );
}
