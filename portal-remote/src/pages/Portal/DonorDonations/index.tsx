import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import type { InventoryItem, RecordSummary } from '../../../api/portalApi';
import { ProblemNotice } from '../../../components/ProblemNotice/ProblemNotice';
import { donorText, portalMessages } from '../../../content/portal';
import { donatedComputersCsv, saveTextFile } from '../../../csv/donatedComputersCsv';
import { readSelectedDonation, saveSelectedDonation } from '../../../session/portalSession';
import { useLoadOnce } from '../../../portal/useLoadOnce';
import { InventoryTable } from './InventoryTable';
import { loadDonation } from './loadDonation';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const DonationLabel = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Picker = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  select {
    min-height: 44px;
    padding-inline: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const DownloadButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;

  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    cursor: progress;
  }
`;

const donationLabel = (donation: Pick<RecordSummary, 'Entry_Date'>) => `${donation.Entry_Date ?? ''}${donorText.donationSuffix}`;

/** The donor's view: the computers of the chosen donation, as a table and a spreadsheet. */
export function DonorDonations({ token, donations }: { token: string; donations: RecordSummary[] }) {
  const [selectedId, setSelectedId] = useState<string>();
  const pickerId = useId();

  // The donation chosen last time (session storage), else the latest.
  useEffect(() => {
    const saved = readSelectedDonation();
    setSelectedId(donations.some((donation) => donation.id === saved) ? (saved ?? undefined) : donations[0]?.id);
  }, [donations]);

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
      {selected ? (
        <DonationInventory key={selected.id} token={token} donationId={selected.id} caption={donationLabel(selected)} />
      ) : (
        <InventoryView items={[]} loading={donations.length > 0} caption={donorText.noDonations} />
      )}
    </Stack>
  );
}

function DonationInventory({ token, donationId, caption }: { token: string; donationId: string; caption: string }) {
  const [attempt, setAttempt] = useState(0);
  const state = useLoadOnce(`${donationId}#${attempt}`, () => loadDonation(token, donationId));
  if (state.phase === 'failed') return <ProblemNotice problem={state.problem} onRetry={() => setAttempt((value) => value + 1)} />;
  return <InventoryView items={state.phase === 'ready' ? state.data.items : []} loading={state.phase === 'loading'} caption={caption} />;
}

function InventoryView({ items, loading, caption }: { items: InventoryItem[]; loading: boolean; caption: string }) {
  function download() {
    if (items.length === 0) {
      window.alert(portalMessages.noInventory);
      return;
    }
    saveTextFile(donatedComputersCsv(items), donorText.csvFileName);
  }
  return (
    <>
      <div>
        <DownloadButton type="button" onClick={download} disabled={loading}>
          {donorText.download}
        </DownloadButton>
      </div>
      <InventoryTable items={items} loading={loading} caption={caption} />
    </>
  );
}
