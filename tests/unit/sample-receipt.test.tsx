// A labelled consignment whose samples are not all received (issue 42): the lab is not offered the whole-consignment
// "confirm samples received" (the machine's CONFIRM_SAMPLE guard, asked with the row's labels) but "receive by
// scanning", with how many samples are in, on the incoming list's rows and cards, in the batch and on the detail.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PreConsignRow } from '../../contracts/consign-info';
import { ConsignStatus } from '../../machines/consignment';
import { AppProviders } from '../../src/App';
import { awaitingReception, eligibleRows } from '../../src/features/consignment/batch';
import { ConsignmentDetailScreen } from '../../src/features/consignment/ConsignmentDetailPage';
import { actionsToShow } from '../../src/features/consignment/offered';
import { LabIncomingScreen } from '../../src/features/lab-incoming/LabIncomingPage';
import { fakeConsignmentApi, incomingRows } from '../../stories/consignment/fixtures';

afterEach(cleanup);

const accepted = incomingRows.find((row) => row.consignStatus === ConsignStatus.Accepted) as PreConsignRow;
/** Three labels: one received, two witnessed and on their way. */
const labelled: PreConsignRow = {
  ...accepted,
  id: 'r-labelled',
  consignCode: 'CL-20261119-0007',
  labelStatuses: [30, 30, 40],
};
/** Every live label received (the voided one does not count). */
const allIn: PreConsignRow = {
  ...accepted,
  id: 'r-all-in',
  consignCode: 'CL-20261119-0008',
  labelStatuses: [40, 50, 90],
};

describe('the offered actions of a labelled row', () => {
  it('leave out the confirm while a sample awaits reception, and say why', () => {
    expect(actionsToShow(accepted.consignStatus, 'lab', null, labelled)).toEqual(['SYNC', 'CANCEL']);
    expect(actionsToShow(accepted.consignStatus, 'lab', null, allIn)).toEqual(['CONFIRM_SAMPLE', 'SYNC', 'CANCEL']);
    expect(actionsToShow(accepted.consignStatus, 'lab', null, accepted)).toEqual(['CONFIRM_SAMPLE', 'SYNC', 'CANCEL']);
    const rows = [accepted, labelled, allIn];
    expect(eligibleRows(rows, 'CONFIRM_SAMPLE', 'lab').map((row) => row.id)).toEqual([accepted.id, allIn.id]);
    expect(awaitingReception(rows, 'CONFIRM_SAMPLE', 'lab')).toEqual([labelled]);
    // Not the lab's step, or another event: nothing to receive by scanning.
    expect(awaitingReception(rows, 'CONFIRM_SAMPLE', 'admin')).toEqual([]);
    expect(awaitingReception(rows, 'PASS', 'lab')).toEqual([]);
  });
});

function renderList(rows: PreConsignRow[]) {
  const base = fakeConsignmentApi({ role: 'lab', status: 40 });
  const api = {
    ...base,
    getPreConsignInfoLinkSample: async () => ({
      totalCount: rows.length,
      items: rows,
      statusCounts: [{ consignStatus: 40, count: rows.length }],
    }),
  };
  const opened: string[] = [];
  render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <MemoryRouter>
        <LabIncomingScreen api={api} onOpen={(row) => opened.push(row.consignCode)} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { api: base, opened };
}

const rowOf = (code: string) =>
  screen.getAllByTestId('incoming-row').find((row) => row.getAttribute('data-code') === code) as HTMLElement;

describe('the lab incoming list', { timeout: 30_000 }, () => {
  it('offers "receive by scanning" with the count on a labelled row awaiting samples, and nothing on the others', async () => {
    const { opened } = renderList([labelled, allIn, accepted]);
    await waitFor(() => expect(screen.getAllByTestId('incoming-row')).toHaveLength(3));
    const receipt = within(rowOf(labelled.consignCode)).getByTestId('sample-receipt');
    expect(receipt.textContent).toContain('1 of 3 samples received');
    const link = within(receipt).getByTestId('receive-by-scanning');
    expect(link.textContent).toBe('Receive by scanning');
    expect(link.getAttribute('href')).toBe('/BusinessManagement/sampleReception?consignId=r-labelled');
    expect(within(rowOf(allIn.consignCode)).queryByTestId('sample-receipt')).toBeNull();
    expect(within(rowOf(accepted.consignCode)).queryByTestId('sample-receipt')).toBeNull();
    // The link is a way of its own: it does not open the row's detail.
    fireEvent.click(link);
    expect(opened).toEqual([]);
  });

  it('refuses the labelled rows of a batch confirm before sending, saying which and where to receive them', async () => {
    const { api } = renderList([labelled, allIn]);
    await waitFor(() => expect(screen.getAllByTestId('incoming-row')).toHaveLength(2));
    await act(async () => fireEvent.click(within(rowOf(labelled.consignCode)).getByRole('checkbox')));
    // Only the labelled row is ticked: nothing to send, yet the button opens the dialog that says why.
    expect(screen.getByTestId('batch-CONFIRM_SAMPLE').textContent).toBe('Confirm samples received (0)');
    expect(screen.getByTestId('batch-CONFIRM_SAMPLE').hasAttribute('disabled')).toBe(false);
    await act(async () => fireEvent.click(within(rowOf(allIn.consignCode)).getByRole('checkbox')));
    expect(screen.getByTestId('batch-CONFIRM_SAMPLE').textContent).toBe('Confirm samples received (1)');
    fireEvent.click(screen.getByTestId('batch-CONFIRM_SAMPLE'));
    const dialog = await screen.findByTestId('batch-dialog');
    const awaiting = within(dialog).getByTestId('batch-awaiting-reception');
    expect(awaiting.textContent).toContain(
      `${labelled.consignCode}: their samples carry labels and are received one by one by scanning at Sample reception`,
    );
    expect(within(awaiting).getByTestId('batch-open-reception').getAttribute('href')).toBe(
      '/BusinessManagement/sampleReception?consignId=r-labelled',
    );
    expect(within(dialog).queryByTestId('batch-skipped')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('batch-confirm'));
    await within(dialog).findByTestId('batch-result');
    expect(api.calls).toEqual([`CONFIRM_SAMPLE:${allIn.id}`]);
    expect(within(dialog).getByTestId('batch-skipped-item').textContent).toBe(
      `${labelled.consignCode}: not sent: 1 of 3 samples received; receive the rest by scanning at Sample reception`,
    );
  });
});

describe('the consignment detail', { timeout: 30_000 }, () => {
  const lab = 'lab' as const;
  const renderDetail = (labelStatuses: number[]) =>
    render(
      <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
        <MemoryRouter>
          <ConsignmentDetailScreen
            api={fakeConsignmentApi({ role: 'lab', status: 40, labelStatuses })}
            id="c-1"
            role={lab}
          />
        </MemoryRouter>
      </AppProviders>,
    );

  it('offers "receive by scanning" instead of the confirm while samples await reception', async () => {
    renderDetail([30, 40, 90]);
    const actions = await screen.findByTestId('consignment-actions');
    expect(within(actions).queryByTestId('action-CONFIRM_SAMPLE')).toBeNull();
    expect(within(actions).getByTestId('sample-receipt-progress').textContent).toBe('1 of 2 samples received');
    expect(within(actions).getByTestId('receive-by-scanning').getAttribute('href')).toBe(
      '/BusinessManagement/sampleReception?consignId=c-1',
    );
  });

  it('offers the confirm once every sample is received', async () => {
    renderDetail([40, 40]);
    const actions = await screen.findByTestId('consignment-actions');
    expect(within(actions).getByTestId('action-CONFIRM_SAMPLE')).toBeTruthy();
    expect(within(actions).queryByTestId('receive-by-scanning')).toBeNull();
  });
});
