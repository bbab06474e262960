// The consignment detail with the fixture API: the buttons are exactly the machine's for each state and role, reject
// requires a reason, an action refreshes status and log, a 409 reloads with a message; the per-id helpers.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../contracts/token-auth';
import { type ActorRole, allowedEvents, ConsignStatus } from '../../machines/consignment';
import { AppProviders } from '../../src/App';
import { changedFields } from '../../src/features/consignment/actions';
import { ConsignmentDetailScreen } from '../../src/features/consignment/ConsignmentDetailPage';
import { ACTION_ORDER, actionsToShow } from '../../src/features/consignment/offered';
import { money } from '../../src/features/consignment/status';
import { selectActorRole } from '../../src/session/selectors';
import { fakeConsignmentApi } from '../../stories/consignment/fixtures';

afterEach(cleanup);

function renderDetail(role: 'lab' | 'consignor', status: number, conflictTo?: number) {
  const api = fakeConsignmentApi({ role, status, conflictTo });
  render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <MemoryRouter>
        <ConsignmentDetailScreen api={api} id="c-1" role={role} onEdit={role === 'consignor' ? () => {} : undefined} />
      </MemoryRouter>
    </AppProviders>,
  );
  return api;
}

const shownActions = () =>
  screen
    .queryAllByTestId(/^action-[A-Z_]+$/)
    .map((node) => node.getAttribute('data-testid')?.replace('action-', ''))
    .sort();

describe('action buttons follow the machine', { timeout: 30_000 }, () => {
  for (const role of ['lab', 'consignor'] as const) {
    for (const [name, status] of Object.entries(ConsignStatus)) {
      it(`${role} / ${name}`, async () => {
        renderDetail(role, status);
        await screen.findByTestId('consignment-detail');
        expect(screen.getByTestId('consignment-status').getAttribute('data-status')).toBe(String(status));
        const expected = allowedEvents(status, role)
          .filter((e) => (ACTION_ORDER as readonly string[]).includes(e))
          .sort();
        expect(shownActions()).toEqual(expected);
      });
    }
  }
});

describe('lab audit', { timeout: 30_000 }, () => {
  it('reject asks for a reason, then refreshes status, cause and log', async () => {
    const api = renderDetail('lab', ConsignStatus.Submitted);
    await screen.findByTestId('consignment-detail');
    const before = screen.getAllByTestId('consign-log-entry').length;
    fireEvent.click(screen.getByTestId('action-REJECT'));
    fireEvent.click(await screen.findByTestId('action-confirm'));
    expect((await screen.findByTestId('action-error')).textContent).toBe('Please give a reason');
    expect(api.calls).toEqual([]);
    fireEvent.change(screen.getByTestId('action-reason'), { target: { value: '证件照片缺失' } });
    fireEvent.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(screen.getByTestId('consignment-status').getAttribute('data-status')).toBe('30'));
    expect(api.calls).toEqual(['REJECT:c-1:证件照片缺失']);
    expect(screen.getByTestId('rollback-cause').textContent).toContain('证件照片缺失');
    expect(screen.getAllByTestId('consign-log-entry')).toHaveLength(before + 1);
    expect(shownActions()).toEqual([]);
  });

  it('pass needs no reason', async () => {
    renderDetail('lab', ConsignStatus.Submitted);
    fireEvent.click(await screen.findByTestId('action-PASS'));
    fireEvent.click(await screen.findByTestId('action-confirm'));
    await waitFor(() => expect(screen.getByTestId('consignment-status').getAttribute('data-status')).toBe('40'));
    expect(shownActions()).toEqual(['CANCEL', 'CONFIRM_SAMPLE', 'SYNC']);
  });

  it('a 409 says the consignment could not be changed, gives the server’s reason and reloads', async () => {
    renderDetail('lab', ConsignStatus.Submitted, ConsignStatus.Accepted);
    fireEvent.click(await screen.findByTestId('action-PASS'));
    fireEvent.click(await screen.findByTestId('action-confirm'));
    await waitFor(() => expect(screen.getByTestId('consignment-status').getAttribute('data-status')).toBe('40'));
    expect(await screen.findByText(/could not be changed/)).toBeTruthy();
    expect(await screen.findByText('委托状态已变化')).toBeTruthy();
  });

  it('shows samples, prices × counts and the total', async () => {
    renderDetail('lab', ConsignStatus.Accepted);
    const detail = await screen.findByTestId('consignment-detail');
    expect(within(detail).getAllByTestId('consignment-sample')).toHaveLength(2);
    expect(within(detail).getAllByTestId('consignment-param')).toHaveLength(5);
    expect(screen.getByTestId('consignment-total').textContent).toContain('545.00');
    expect(detail.textContent).toContain('李娜');
  });
});

describe('helpers', () => {
  it('actionsToShow prefers the server list and falls back to the machine', () => {
    expect(actionsToShow(20, 'lab', ['REJECT', 'PASS', 'COMPLETE'])).toEqual(['PASS', 'REJECT']);
    expect(actionsToShow(40, 'consignor' as ActorRole)).toEqual(['SET_MAIL', 'COPY', 'CANCEL']);
  });
  it('the role acted in is the server’s word: a lab clerk with a custom role is the lab, a user it names none reads', () => {
    const as = (user: Partial<UserInfo> | null) => selectActorRole({ context: { user } } as never);
    expect(as({ roles: ['labClerk'], actorRole: 'lab' })).toBe('lab');
    expect(as({ roles: ['lab'], actorRole: null })).toBe('admin');
    expect(as(null)).toBe('admin');
  });
  it('money', () => {
    expect(money('1234.5')).toBe('1,234.50');
    expect(money(null)).toBe('0.00');
  });
  it('changedFields sends only what changed, empty as null', () => {
    expect(
      changedFields({ memo: 'a', linkPerson: 'b', jzphone: null }, { memo: 'a ', linkPerson: '', jzphone: '139' }),
    ).toEqual({ linkPerson: null, jzphone: '139' });
  });
});
