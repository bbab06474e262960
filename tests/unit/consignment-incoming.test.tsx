// The lab's incoming list with fixture rows: status tabs with counts, filter by status, sort, empty and loading; and
// admin's view of it across labs.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/App';
import { type UnitApi, UnitApiContext } from '../../src/api/units';
import { LabIncomingScreen } from '../../src/features/lab-incoming/LabIncomingPage';
import { detailPath, FILTER, toQuery } from '../../src/features/lab-incoming/query';
import { BookingProviders } from '../../stories/booking/BookingProviders';
import { fakeConsignmentApi } from '../../stories/consignment/fixtures';

afterEach(cleanup);

// Admin's list of labs, for the lab filter.
const labs = [
  { id: '01920000-0000-7000-8000-000000000201', testUnitName: '华通公路工程检测有限公司' },
  { id: '01920000-0000-7000-8000-000000000202', testUnitName: '江海水运工程质量检测中心' },
];
const unitApi = {
  listTestUnits: async () => ({ totalCount: labs.length, items: labs }),
} as unknown as UnitApi;

function renderList(
  list: 'rows' | 'empty' | 'loading',
  compact = false,
  onOpen?: (code: string) => void,
  acrossLabs = false,
) {
  const api = fakeConsignmentApi({ role: 'lab', status: 20, list });
  render(
    <AppProviders settings={{ language: 'en', device: compact ? 'mobile' : 'desktop', sidebarOpened: true }}>
      <BookingProviders>
        <UnitApiContext.Provider value={unitApi}>
          <MemoryRouter>
            <LabIncomingScreen api={api} acrossLabs={acrossLabs} onOpen={(r) => onOpen?.(r.consignCode)} />
          </MemoryRouter>
        </UnitApiContext.Provider>
      </BookingProviders>
    </AppProviders>,
  );
}

const codes = () => screen.getAllByTestId('incoming-row').map((r) => r.getAttribute('data-code'));

describe('lab incoming list', { timeout: 30_000 }, () => {
  it('shows rows, counts per status, never a Draft tab', async () => {
    renderList('rows');
    await waitFor(() => expect(screen.getAllByTestId('incoming-row')).toHaveLength(7));
    expect(screen.queryByTestId('status-tab-10')).toBeNull();
    expect(screen.getByTestId('status-tab-all').textContent).toContain('7');
    expect(screen.getByTestId('status-tab-20').textContent).toContain('2');
  });

  it('filters by status tab and opens a row', async () => {
    const opened: string[] = [];
    renderList('rows', false, (code) => opened.push(code));
    await waitFor(() => expect(screen.getAllByTestId('incoming-row')).toHaveLength(7));
    fireEvent.click(screen.getByTestId('status-tab-30'));
    await waitFor(() => expect(codes()).toEqual(['CL-20261117-0001']));
    fireEvent.click(screen.getAllByTestId('incoming-row')[0] as HTMLElement);
    expect(opened).toEqual(['CL-20261117-0001']);
  });

  it('sorts by code when the header is clicked', async () => {
    renderList('rows');
    await waitFor(() => expect(screen.getAllByTestId('incoming-row')).toHaveLength(7));
    fireEvent.click(screen.getByTestId('sort-consignCode'));
    await waitFor(() => expect(codes()[0]).toBe('XC-20261118-0001'));
    fireEvent.click(screen.getByTestId('sort-consignCode'));
    await waitFor(() => expect(codes()[0]).toBe('CL-20261101-0003'));
  });

  it('the lab’s own list has no lab filter nor lab column, and links its visit schedule', async () => {
    renderList('rows');
    await waitFor(() => expect(screen.getAllByTestId('incoming-row')).toHaveLength(7));
    expect(screen.queryByTestId('lab-filter')).toBeNull();
    expect(screen.getByTestId('incoming-table').textContent).not.toContain('Laboratory');
    expect(screen.getByTestId('incoming-visits')).toBeTruthy();
  });

  it('admin: every lab, with a lab filter and each row’s lab, and no visit schedule (issue 16)', async () => {
    renderList('rows', false, undefined, true);
    await waitFor(() => expect(screen.getAllByTestId('incoming-row')).toHaveLength(7));
    const filter = screen.getByTestId('lab-filter') as HTMLSelectElement;
    await waitFor(() =>
      expect([...filter.options].map((o) => o.textContent)).toEqual([
        'All laboratories',
        ...labs.map((lab) => lab.testUnitName),
      ]),
    );
    expect(screen.getByTestId('incoming-table').textContent).toContain('Laboratory');
    expect(screen.getAllByTestId('incoming-row')[0]?.textContent).toContain('华通公路工程检测有限公司');
    expect(screen.queryByTestId('incoming-visits')).toBeNull();
  });

  it('cards on mobile, empty and loading states', async () => {
    renderList('rows', true);
    await screen.findByTestId('incoming-cards');
    cleanup();
    renderList('empty');
    await screen.findByTestId('incoming-empty');
    cleanup();
    renderList('loading');
    expect(screen.getByTestId('incoming-loading')).toBeTruthy();
  });

  it('view → list query; a row → its detail', () => {
    const view = {
      ...FILTER,
      q: ' 钢筋 ',
      type: '1',
      status: '20',
      sort: 'consignCode',
      order: 'ascending',
      page: 3,
      size: 20,
      skipCount: 40,
      maxResultCount: 20,
    };
    expect(toQuery(view)).toEqual({
      search: '钢筋',
      consignType: 1,
      consignStatus: [20],
      sortProp: 'consignCode',
      sortOrder: 'ascending',
      skipCount: 40,
      maxResultCount: 20,
    });
    expect(toQuery({ ...view, sort: 'evil', status: '' })).toMatchObject({
      sortProp: 'commitConsignTime',
      consignStatus: undefined,
    });
    expect(detailPath({ id: 'a b', consignType: 1 })).toBe('/BusinessManagement/addConsignInfo?id=a%20b');
    expect(detailPath({ id: 'x', consignType: 2 })).toBe('/BusinessManagement/auditSitePreConsignInfo?id=x');
    expect(detailPath({ id: 'x', consignType: 3 })).toBe('/BusinessManagement/auditSitePreConsignInfo?id=x');
    // Admin: one lab's consignments, each opening the detail without actions whatever its type.
    expect(toQuery({ ...view, lab: labs[0]?.id ?? '' })).toMatchObject({ testUnitId: labs[0]?.id });
    expect(toQuery(view).testUnitId).toBeUndefined();
    expect(detailPath({ id: 'x', consignType: 1 }, true)).toBe('/BusinessManagement/preConsignInfo?id=x');
    expect(detailPath({ id: 'x', consignType: 2 }, true)).toBe('/BusinessManagement/preConsignInfo?id=x');
  });
});
