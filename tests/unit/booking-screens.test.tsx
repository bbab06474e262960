// The wizard and the consignor list rendered in jsdom over fixture calls: the test ids the e2e tests rely on, the
// running total, Create-then-Save with the id written into the address, resume of a Returned consignment, batch cancel.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/App';
import { BookingWizardPage } from '../../src/features/booking/BookingWizardPage';
import { ConsignorConsignmentsPage } from '../../src/features/consignor-consignments/ConsignorConsignmentsPage';
import { BookingProviders } from '../../stories/booking/BookingProviders';
import { type FixtureLog, fixtureConsignmentApi } from '../../stories/booking/fixtures';

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

let currentSearch = '';
function LocationProbe() {
  currentSearch = useLocation().search;
  return null;
}

function renderWith(ui: React.ReactNode, route: string, log: FixtureLog) {
  return render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <MemoryRouter initialEntries={[route]}>
        <BookingProviders api={fixtureConsignmentApi({}, log)}>
          {ui}
          <LocationProbe />
        </BookingProviders>
      </MemoryRouter>
    </AppProviders>,
  );
}

const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('booking wizard screen', () => {
  it('books through every step, creates then saves with the same id, and commits', async () => {
    const log: FixtureLog = { calls: [] };
    renderWith(<BookingWizardPage />, '/ConsignInfo/addConsignInfo', log);
    expect(screen.getByTestId('wizard-step-ChooseLab')).toBeTruthy();
    expect((screen.getByTestId('wizard-next') as HTMLButtonElement).disabled).toBe(true);

    const lab = await screen.findAllByTestId('lab-option');
    expect(lab.map((l) => l.getAttribute('data-name'))).toContain('华通公路工程检测有限公司');
    await click(lab[0] as Element);
    await click(screen.getByTestId('wizard-next'));

    expect(screen.getByTestId('wizard-step-ChooseProject')).toBeTruthy();
    const project = await screen.findAllByTestId('project-option');
    await click(project[0] as Element);
    await click(screen.getByTestId('wizard-next'));

    expect(screen.getByTestId('wizard-step-Contacts')).toBeTruthy();
    fireEvent.change(screen.getByTestId('linkPerson'), { target: { value: '张三' } });
    fireEvent.change(screen.getByTestId('linkPersonPhone'), { target: { value: '13800000000' } });

    await click(screen.getByTestId('wizard-save'));
    await waitFor(() => expect(currentSearch).toBe('?id=new-1'));
    expect(log.calls.map((c) => c.name)).toEqual(
      expect.arrayContaining(['createRawMateriaConsingInfo', 'saveConsignInfo']),
    );
    // Still the same wizard (the address change did not restart it).
    expect(screen.getByTestId('wizard-step-Contacts')).toBeTruthy();

    await click(screen.getByTestId('wizard-next'));
    const cement = (await screen.findAllByTestId('sample-node')).find((n) => n.getAttribute('data-name') === '水泥');
    await click(cement as Element);
    const params = await screen.findAllByTestId('param-option');
    await click(params[0] as Element);
    await click(params[1] as Element);
    await waitFor(() => expect(screen.getByTestId('wizard-total').getAttribute('data-value')).toBe('140.00'));

    await click(screen.getByTestId('wizard-next'));
    expect(screen.getByTestId('wizard-step-Review')).toBeTruthy();
    expect(screen.getByTestId('review-complete')).toBeTruthy();
    log.calls.length = 0;
    await click(screen.getByTestId('wizard-commit'));
    await screen.findByTestId('wizard-committed');
    const names = log.calls.map((c) => c.name);
    expect(names).toEqual(['saveConsignInfo', 'commitConsignInfo']);
    expect(log.calls[0]?.args[0]).toMatchObject({
      id: 'new-1',
      samples: [{ testUnitSampleId: 's-cement', params: [{ tuTestParamId: 'pm-1' }, { tuTestParamId: 'pm-2' }] }],
    });
  });

  it('resumes a Returned consignment from ?id= with its reason on top, at Review', async () => {
    const log: FixtureLog = { calls: [] };
    renderWith(<BookingWizardPage />, '/ConsignInfo/addConsignInfo?id=c-30', log);
    expect(await screen.findByTestId('rollback-cause')).toBeTruthy();
    expect(screen.getByTestId('rollback-cause').textContent).toContain('样品数量不足');
    expect(screen.getByTestId('wizard-step-Review')).toBeTruthy();
    expect(screen.getByTestId('wizard-total').getAttribute('data-value')).toBe('140.00');
  });
});

describe('consignor list screen', () => {
  it('shows status tabs with counts, rows with codes and reasons, and batch actions per machine', async () => {
    const log: FixtureLog = { calls: [] };
    renderWith(<ConsignorConsignmentsPage />, '/ConsignInfo/rawMateriaConsignInfo', log);
    const rows = await screen.findAllByTestId('consignor-row');
    expect(rows.map((r) => r.getAttribute('data-code'))).toHaveLength(5);
    expect(screen.getByTestId('status-tab-all').getAttribute('data-count')).toBe('5');
    expect(screen.getByTestId('status-tab-Returned').getAttribute('data-count')).toBe('1');
    expect(screen.getByTestId('row-rollback-cause').textContent).toContain('样品数量不足');
    expect(screen.getByTestId('book-test')).toBeTruthy();

    for (const event of ['COMMIT', 'CANCEL', 'DELETE', 'COPY'])
      expect((screen.getByTestId(`batch-${event}`) as HTMLButtonElement).disabled).toBe(true);

    const submitted = rows.find((r) => r.getAttribute('data-code') === 'CL-20261120-0001') as HTMLElement;
    await click(within(submitted).getByTestId('row-select'));
    expect((screen.getByTestId('batch-CANCEL') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('batch-COMMIT') as HTMLButtonElement).disabled).toBe(true);

    await click(screen.getByTestId('batch-CANCEL'));
    const reason = await screen.findByTestId('batch-reason');
    await click(screen.getByTestId('batch-confirm'));
    expect(log.calls.some((c) => c.name === 'cancelConsignInfo')).toBe(false);
    fireEvent.change(reason, { target: { value: '项目取消' } });
    await click(screen.getByTestId('batch-confirm'));
    await screen.findByTestId('batch-result');
    const cancel = log.calls.find((c) => c.name === 'cancelConsignInfo');
    expect(cancel?.args.slice(0, 2)).toEqual([['c-20'], '项目取消']);
    expect(screen.getAllByTestId('batch-success')).toHaveLength(1);
  });

  it('filters by status tab', async () => {
    const log: FixtureLog = { calls: [] };
    renderWith(<ConsignorConsignmentsPage />, '/ConsignInfo/rawMateriaConsignInfo', log);
    await screen.findAllByTestId('consignor-row');
    await click(screen.getByTestId('status-tab-Draft'));
    await waitFor(() => expect(screen.getAllByTestId('consignor-row')).toHaveLength(1));
    const last = log.calls.filter((c) => c.name === 'getRawMateriaConsignInfoList').at(-1);
    expect(last?.args[0]).toMatchObject({ consignStatuses: [10], skipCount: 0 });
  });
});
