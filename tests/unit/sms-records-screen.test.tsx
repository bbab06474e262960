// The SMS records screen over fixture data: rows with codes masked, the status filter kept in the address.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/App';
import { SmsRecordApiContext } from '../../src/api/smsRecords';
import { SmsRecordsPage } from '../../src/features/sms-records/SmsRecordsPage';
import { BookingProviders } from '../../stories/booking/BookingProviders';
import { type FakeList, fakeSmsRecordApi } from '../../stories/sms-records/fixtures';

afterEach(cleanup);

function show(list: FakeList, route = '/BusinessManagement/SmsRecordList') {
  render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <MemoryRouter initialEntries={[route]}>
        <BookingProviders>
          <SmsRecordApiContext.Provider value={fakeSmsRecordApi(list)}>
            <SmsRecordsPage />
          </SmsRecordApiContext.Provider>
        </BookingProviders>
      </MemoryRouter>
    </AppProviders>,
  );
}

const phones = () => screen.getAllByTestId('sms-record-row').map((row) => row.getAttribute('data-phone'));

describe('SMS records screen', { timeout: 30_000 }, () => {
  it('lists the SMS with their status; a code shows as ******; the status filter narrows the list', async () => {
    show('rows');
    await waitFor(() => expect(phones()).toEqual(['13813800001', '13962800011', '13905100002']));
    expect(screen.getByTestId('sms-records').textContent).toContain('******');
    fireEvent.change(screen.getByTestId('sms-status-filter'), { target: { value: '3' } });
    await waitFor(() => expect(phones()).toEqual(['13962800011']));
  });

  it('opens with the filter the address names, and says when nothing matches', async () => {
    show('rows', '/BusinessManagement/SmsRecordList?msgType=2');
    expect(await screen.findByTestId('sms-records-list-empty')).toBeTruthy();
    expect(screen.getByText('No SMS match these filters')).toBeTruthy();
  });
});
