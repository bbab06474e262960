// The dashboard's charts over a fake of the chart calls: each role's cards, a chart switched to its table with the
// numbers linked to the list they count, and the empty and failed answers.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/App';
import { type UnitApi, UnitApiContext } from '../../src/api/units';
import { DashboardCharts } from '../../src/features/dashboard/charts/DashboardCharts';
import { ChartsProviders, type ChartsRole } from '../../stories/dashboard/ChartsProviders';
import type { FakeCharts } from '../../stories/dashboard/fixtures';

afterEach(cleanup);

/** Two labs for admin's lab picker. */
const units = {
  listTestUnits: async () => ({
    totalCount: 2,
    items: [
      { id: 'lab-1', testUnitName: 'Jiangsu Highway Lab' },
      { id: 'lab-2', testUnitName: 'Nanjing Waterway Lab' },
    ],
  }),
} as unknown as UnitApi;

function show(role: ChartsRole, charts: FakeCharts) {
  render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <MemoryRouter initialEntries={['/dashboard?from=2026-09-07&to=2026-11-29&bucket=week']}>
        <ChartsProviders role={role} charts={charts}>
          <UnitApiContext.Provider value={units}>
            <DashboardCharts />
          </UnitApiContext.Provider>
        </ChartsProviders>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('dashboard charts', { timeout: 30_000 }, () => {
  it("draws a lab's six cards; a chart as a table shows its numbers, each linked to the list it counts", async () => {
    show('lab', 'rows');
    const received = await screen.findByTestId('chart-received');
    for (const id of ['backlog', 'turnaround', 'overdue', 'acceptedValue', 'topSampleTypes']) {
      expect(screen.getByTestId(`chart-${id}`)).toBeTruthy();
    }
    fireEvent.click(within(received).getByTestId('chart-show-table'));
    const rows = await within(received).findAllByTestId('chart-row');
    expect(rows).toHaveLength(12);
    const links = within(rows[0] as HTMLElement).getAllByTestId('chart-link');
    // The first week's bar of a status opens the incoming list with that status and the week's days.
    expect(links.map((a) => a.getAttribute('href'))).toContain(
      '/BusinessManagement/preManagement?status=40&from=2026-09-07&to=2026-09-13',
    );
    // The overdue list is a table from the start, each code opening the consignment.
    const overdue = screen.getByTestId('chart-overdue');
    expect(within(overdue).getByText('CL-20261101-0003').closest('a')?.getAttribute('href')).toBe(
      '/BusinessManagement/addConsignInfo?id=c1',
    );
  });

  it('says when a period has nothing, and offers a retry when the call fails', async () => {
    show('lab', 'empty');
    await waitFor(() => expect(screen.getAllByTestId('chart-empty').length).toBeGreaterThanOrEqual(4));
    cleanup();
    show('consignor', 'error');
    expect(await screen.findByTestId('charts-error')).toBeTruthy();
  });

  it("draws the consignor's and admin's sections", async () => {
    show('consignor', 'rows');
    expect(await screen.findByTestId('chart-openByStatus')).toBeTruthy();
    expect(screen.getByTestId('charts-total-reportsWaiting').textContent).toContain('7');
    cleanup();
    show('admin', 'rows');
    expect(await screen.findByTestId('chart-labActivity')).toBeTruthy();
    expect(screen.getByTestId('chart-added')).toBeTruthy();
    expect(screen.getByTestId('charts-total-received').textContent).toContain('128');
  });

  it("admin picks a lab by typing part of its name and sees that lab's charts, its links naming it", async () => {
    show('admin', 'rows');
    expect(await screen.findByTestId('chart-labActivity')).toBeTruthy();
    const input = screen.getByTestId('chart-lab-input');
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'water' } });
    await waitFor(() =>
      expect(screen.getAllByTestId('chart-lab-option').map((o) => o.textContent)).toEqual(['Nanjing Waterway Lab']),
    );
    fireEvent.click(screen.getByTestId('chart-lab-option'));
    const received = await screen.findByTestId('chart-received');
    expect(screen.queryByTestId('chart-labActivity')).toBeNull();
    fireEvent.click(within(received).getByTestId('chart-show-table'));
    const [row] = await within(received).findAllByTestId('chart-row');
    const links = within(row as HTMLElement).getAllByTestId('chart-link');
    expect(links.map((a) => a.getAttribute('href'))).toContain(
      '/BusinessManagement/preManagement?lab=lab-2&status=40&from=2026-09-07&to=2026-09-13',
    );
  });
});
