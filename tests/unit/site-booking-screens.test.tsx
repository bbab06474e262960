// The booking screens with the fixture API: the detail offers exactly the machine's buttons minus the parcel number,
// calls ConfirmSample "mark on-site test done"; the list shows counts per status; the visits group by day.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { type ActorRole, allowedEvents, ConsignStatus, ConsignType } from '../../machines/consignment';
import { AppProviders } from '../../src/App';
import { ACTION_ORDER } from '../../src/features/consignment/offered';
import { SiteBookingDetail } from '../../src/features/site-booking/SiteBookingDetail';
import { OnSiteBookingsPage } from '../../src/features/site-booking/SiteBookingListPage';
import { SiteVisitsPage } from '../../src/features/site-booking/SiteVisitsPage';
import { BookingProviders } from '../../stories/booking/BookingProviders';
import { siteApi } from '../../stories/site-booking/fixtures';

afterEach(cleanup);

function renderWith(ui: React.ReactNode, role: ActorRole, status: number, empty = false) {
  const api = siteApi(role, status, empty);
  render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <MemoryRouter>
        <BookingProviders api={api}>
          {ui ?? <SiteBookingDetail api={api} id="b-1" actor={role} onBack={() => {}} onEdit={() => {}} />}
        </BookingProviders>
      </MemoryRouter>
    </AppProviders>,
  );
}

const shownActions = () =>
  screen
    .queryAllByTestId(/^action-[A-Z_]+$/)
    .map((node) => node.getAttribute('data-testid')?.replace('action-', ''))
    .sort();

describe('booking detail', { timeout: 30_000 }, () => {
  for (const role of ['lab', 'consignor'] as const) {
    for (const status of [ConsignStatus.Submitted, ConsignStatus.Accepted, ConsignStatus.InTest]) {
      it(`${role} / ${status}: the machine's buttons, no parcel number`, async () => {
        renderWith(null, role, status);
        await screen.findByTestId('site-booking-visit');
        const expected = allowedEvents(status, role, { consignType: ConsignType.OnSite })
          .filter((e) => (ACTION_ORDER as readonly string[]).includes(e))
          .sort();
        expect(shownActions()).toEqual(expected);
        expect(shownActions()).not.toContain('SET_MAIL');
      });
    }
  }

  it('names ConfirmSample "mark on-site test done" and shows the visit', async () => {
    renderWith(null, 'lab', ConsignStatus.Accepted);
    const visit = await screen.findByTestId('site-booking-visit');
    expect(within(visit).getByTestId('site-booking-content').textContent).toContain('桩基完整性检测');
    expect(screen.getByTestId('action-CONFIRM_SAMPLE').textContent).toContain('on-site test done');
  });
});

describe('booking list and visits', { timeout: 30_000 }, () => {
  it('counts per status and one row per booking', async () => {
    renderWith(<OnSiteBookingsPage />, 'consignor', ConsignStatus.Submitted);
    expect(await screen.findAllByTestId('site-booking-row')).toHaveLength(3);
    const counts = screen.getAllByTestId('status-count').map((n) => n.textContent);
    expect(counts[0]).toBe('3');
  });

  it('an empty list says so', async () => {
    renderWith(<OnSiteBookingsPage />, 'consignor', ConsignStatus.Submitted, true);
    expect(await screen.findByTestId('site-booking-empty')).toBeTruthy();
  });

  it('visits are grouped by day, soonest first', async () => {
    renderWith(<SiteVisitsPage />, 'lab', ConsignStatus.Submitted);
    const days = await screen.findAllByTestId('site-visit-day');
    expect(days).toHaveLength(3);
    const order = days.map((d) => d.getAttribute('data-day') ?? '');
    expect([...order].sort()).toEqual(order);
  });

  it('visits can be ticked for batch work, where confirming samples is marking the on-site test done', async () => {
    renderWith(<SiteVisitsPage />, 'lab', ConsignStatus.Submitted);
    await screen.findAllByTestId('site-visit');
    await act(async () => fireEvent.click(within(screen.getByTestId('select-page')).getByRole('checkbox')));
    expect(screen.getByTestId('selected-count').textContent).toBe('3 selected');
    // Submitted, Accepted and Returned: one may be passed or rejected, one marked done.
    expect(screen.getByTestId('batch-PASS').textContent).toBe('Pass audit (1)');
    expect(screen.getByTestId('batch-CONFIRM_SAMPLE').textContent).toBe('Mark on-site test done (1)');
  });
});
