// The dashboard's samples-waiting card (issue 42): a consigning unit sees its labels still to bind, linked to its
// consignments; a lab its witnessed samples still to receive, linked to the reception desk; admin neither.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatisticScope } from '../../contracts/dashboard';
import { AppProviders } from '../../src/App';
import type { Statistic } from '../../src/api';
import { DashboardView } from '../../src/features/dashboard/DashboardView';

afterEach(cleanup);

const statistic = (scope: StatisticScope): Statistic => ({
  scope,
  consignCount: 9,
  consignByStatus: [],
  reportCount: 4,
  reportByStatus: [],
  projectCount: 2,
  testUnitCount: 1,
  consignUnitCount: 1,
  userCount: 3,
  samplesAwaitingBinding: 7,
  samplesAwaitingReception: 5,
});

function show(scope: StatisticScope) {
  render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <MemoryRouter>
        <DashboardView
          scope={scope}
          onRetry={() => {}}
          state={{ status: 'ready', data: { statistic: statistic(scope), consignStatus: [], reportStatus: [] } }}
        />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('samples waiting on the dashboard', () => {
  it('shows a consigning unit the samples to bind, linked to its consignments', async () => {
    show('consignUnit');
    const card = await screen.findByTestId('stat-samplesAwaitingBinding');
    expect(within(card).getByText('Samples to bind on site')).toBeTruthy();
    expect(within(card).getByText('7')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open the consignments' }).getAttribute('href')).toBe(
      '/ConsignInfo/rawMateriaConsignInfo',
    );
    expect(screen.queryByTestId('stat-samplesAwaitingReception')).toBeNull();
  });

  it('shows a lab the samples to receive, linked to the reception desk', async () => {
    show('testUnit');
    const card = await screen.findByTestId('stat-samplesAwaitingReception');
    expect(within(card).getByText('5')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open sample reception' }).getAttribute('href')).toBe(
      '/BusinessManagement/sampleReception',
    );
    expect(screen.queryByTestId('stat-samplesAwaitingBinding')).toBeNull();
  });

  it('shows admin no samples card', async () => {
    show('platform');
    await screen.findByTestId('stat-consignUnitCount');
    expect(screen.queryByTestId('stat-samplesAwaitingBinding')).toBeNull();
    expect(screen.queryByTestId('stat-samplesAwaitingReception')).toBeNull();
  });
});
