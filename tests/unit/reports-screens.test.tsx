// The report progress screens over fixture data: counts by status, the status tab in the address, and the lab's
// batch dialogs offering exactly what machines/report.ts allows for the chosen rows.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/App';
import meta from '../../stories/reports/Reports.stories';

afterEach(cleanup);

const Story = meta.component;

function show(screenName: 'lab' | 'consignor', list: 'rows' | 'empty', route = '/') {
  render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <MemoryRouter initialEntries={[route]}>
        <Story screen={screenName} list={list} />
      </MemoryRouter>
    </AppProviders>,
  );
}

const statuses = (testId: string) => screen.getAllByTestId(testId).map((row) => row.getAttribute('data-status'));
const count = (status: string) =>
  within(screen.getByTestId(`report-tab-${status}`)).getByTestId('report-count').textContent;

describe('report progress screens', { timeout: 30_000 }, () => {
  it('the lab sees every report with counts per status; a tab narrows the list', async () => {
    show('lab', 'rows');
    await waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(10));
    expect(count('all')).toBe('10');
    expect(count('40')).toBe('2');
    fireEvent.click(screen.getByTestId('report-tab-40'));
    await waitFor(() => expect(statuses('report-row')).toEqual(['40', '40']));
  });

  it('the batch dialogs offer the later statuses and name the rows they skip', async () => {
    show('lab', 'rows');
    await waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(10));
    const rows = screen.getAllByTestId('report-row');
    const pending = rows.find((row) => row.getAttribute('data-status') === '10') as HTMLElement;
    const issued = rows.find((row) => row.getAttribute('data-status') === '40') as HTMLElement;
    expect((screen.getByTestId('reports-change-status') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(issued).getByRole('checkbox'));
    fireEvent.click(within(pending).getByRole('checkbox'));
    await waitFor(() =>
      expect((screen.getByTestId('reports-change-status') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('reports-change-status'));
    // The dialog loads on first open (lazyWhenOpen): on a busy machine that takes longer than findBy's 1 s default.
    const target = await screen.findByTestId('report-target-status', {}, { timeout: 15_000 });
    expect([...target.querySelectorAll('option')].map((o) => o.value)).toEqual(['20', '30', '40', '50']);
    fireEvent.change(target, { target: { value: '30' } });
    expect(await screen.findByText(/1 reports will change; 1 already at or past/)).toBeTruthy();
  });

  it('the consignor’s status tab comes from the address; an empty list says so', async () => {
    show('consignor', 'rows', '/TestingOrgSearch/reportSchedule?status=50');
    await waitFor(() => expect(statuses('schedule-row')).toEqual(['50', '50']));
    await waitFor(() => expect(count('all')).toBe('10'));
    cleanup();
    show('consignor', 'empty');
    expect(await screen.findByTestId('reports-empty')).toBeTruthy();
  });

  it('the consignor’s list takes several statuses from the address (the dashboard’s reports waiting)', async () => {
    show('consignor', 'rows', '/TestingOrgSearch/reportSchedule?status=10,20,30');
    await waitFor(() => expect(screen.getAllByTestId('schedule-row').length).toBeGreaterThan(0));
    expect(new Set(statuses('schedule-row'))).toEqual(new Set(['10', '20', '30']));
    const chosen = (status: string) => screen.getByTestId(`report-tab-${status}`).getAttribute('aria-selected');
    expect(['all', '10', '20', '30', '40', '50'].map(chosen)).toEqual([
      'false',
      'true',
      'true',
      'true',
      'false',
      'false',
    ]);
    // A tab then chooses one status.
    fireEvent.click(screen.getByTestId('report-tab-40'));
    await waitFor(() => expect(new Set(statuses('schedule-row'))).toEqual(new Set(['40'])));
  });
});
