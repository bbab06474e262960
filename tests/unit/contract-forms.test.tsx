// Forms checked by the contract the server saves with (src/components/useContractForm.ts): the browser words a
// schema error with the same rule as the server's 400 (contracts/validation.ts), a converted form shows the
// contract's message on its field without a call, and a refused save's validationErrors land on their fields.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsignStatus } from '../../machines/consignment';
import { AppProviders } from '../../src/App';
import type { StoredBooking } from '../../src/api/consignment';
import { ApiError } from '../../src/api/errors';
import type { ProjectApi } from '../../src/api/projects';
import { type UnitApi, UnitApiContext } from '../../src/api/units';
import { ProjectDialog } from '../../src/features/projects/ProjectDialog';
import { BookingForm } from '../../src/features/site-booking/BookingForm';
import { TestUnitDrawer } from '../../src/features/unit-admin/TestUnitDrawer';
import { BookingProviders } from '../../stories/booking/BookingProviders';
import { fixtureConsignmentApi } from '../../stories/booking/fixtures';
import { bookingAt } from '../../stories/site-booking/fixtures';

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

function projectApi(overrides: Partial<ProjectApi> = {}) {
  return {
    insert: vi.fn(async (input) => ({ id: 'p1', ...input })),
    update: vi.fn(async (id, input) => ({ id, ...input })),
    consignUnits: vi.fn(async () => ({ totalCount: 0, items: [] })),
    ...overrides,
  } as unknown as ProjectApi & { insert: ReturnType<typeof vi.fn> };
}

const inEnglish = (ui: ReactNode) =>
  render(<AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>{ui}</AppProviders>);

const refused = (members: string[], message: string) =>
  new ApiError({
    message: 'The request is not valid. Please check your input.',
    status: 400,
    url: '/api/services/app/x',
    validationErrors: [{ message, members }],
  });

/** The error text shown in the field whose input has `testId` (the message its input names). */
const fieldError = (testId: string) =>
  document.getElementById(screen.getByTestId(testId).getAttribute('aria-errormessage') ?? '')?.textContent;

function showProjectDialog(api: ProjectApi, withContractSection = false) {
  render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <ProjectDialog
        api={api}
        project="new"
        withContractSection={withContractSection}
        chooseUnit={false}
        onClose={() => undefined}
        onSaved={() => undefined}
      />
    </AppProviders>,
  );
}

const submit = async (testId: string) => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
};

describe('a converted form', () => {
  it('shows the contract’s message on an empty project name, and sends nothing', async () => {
    const api = projectApi();
    showProjectDialog(api);
    await screen.findByTestId('project-dialog');
    await submit('project-save');
    expect(await screen.findByText('Project name is required.')).toBeTruthy();
    expect(api.insert).not.toHaveBeenCalled();
  });

  it('a too-long code reads as the server words maxLength', async () => {
    const api = projectApi();
    showProjectDialog(api);
    fireEvent.change(await screen.findByTestId('project-name'), { target: { value: 'G15' } });
    fireEvent.change(screen.getByTestId('project-code'), { target: { value: 'x'.repeat(65) } });
    await submit('project-save');
    expect(await screen.findByText('Project code must be at most 64 characters.')).toBeTruthy();
    expect(api.insert).not.toHaveBeenCalled();
  });

  it('sends blanks as null and lands a refused save’s message on its field', async () => {
    const api = projectApi({
      insert: vi.fn(async () => {
        throw new ApiError({
          message: 'The request is not valid. Please check your input.',
          status: 400,
          url: '/api/services/app/BaProject/InsertProject',
          validationErrors: [{ message: 'A project named G15 already exists.', members: ['ProjectName'] }],
        });
      }),
    });
    showProjectDialog(api);
    fireEvent.change(await screen.findByTestId('project-name'), { target: { value: 'G15' } });
    await submit('project-save');
    await waitFor(() => expect(api.insert).toHaveBeenCalledTimes(1));
    expect(api.insert.mock.calls[0]?.[0]).toEqual({
      projectName: 'G15',
      projectCode: null,
      contractSectName: null,
      description: null,
    });
    expect(await screen.findByText('A project named G15 already exists.')).toBeTruthy();
    expect(screen.queryByTestId('project-error')).toBeNull();
  });

  it('requires the contract section while the platform switch is on, in the same words', async () => {
    const api = projectApi();
    showProjectDialog(api, true);
    fireEvent.change(await screen.findByTestId('project-name'), { target: { value: 'G15' } });
    await submit('project-save');
    await waitFor(() => expect(fieldError('project-section')).toBe('Contract section is required.'));
    expect(api.insert).not.toHaveBeenCalled();
  });

  it('a lab’s address that is not a link reads as the server says, with what a valid one looks like', async () => {
    const api = { addTestUnit: vi.fn(), newIntegratedCode: vi.fn() } as unknown as UnitApi;
    inEnglish(
      <BookingProviders>
        <UnitApiContext.Provider value={api}>
          <TestUnitDrawer unitId={null} onClose={() => undefined} onSaved={() => undefined} />
        </UnitApiContext.Provider>
      </BookingProviders>,
    );
    fireEvent.change(await screen.findByTestId('field-testUnitName'), { target: { value: 'E2E lab' } });
    fireEvent.change(screen.getByTestId('field-lmisurl'), { target: { value: 'not a url' } });
    await submit('test-unit-save');
    await waitFor(() => expect(fieldError('field-lmisurl')).toMatch(/^LIMS .* is not valid\. .*http:\/\//));
    expect(api.addTestUnit).not.toHaveBeenCalled();
  });
});

describe('a refused save', () => {
  it('that names no field is said above the dialog’s buttons', async () => {
    const api = projectApi({
      insert: vi.fn(async () => {
        throw new ApiError({ message: 'You may not add projects.', status: 403, url: '/api/x' });
      }),
    });
    showProjectDialog(api);
    fireEvent.change(await screen.findByTestId('project-name'), { target: { value: 'G15' } });
    await submit('project-save');
    expect((await screen.findByTestId('project-error')).textContent).toContain('You may not add projects.');
    expect(screen.getByTestId('project-dialog')).toBeTruthy();
  });

  it('puts a commit’s validationErrors on the booking’s fields and lists them', async () => {
    const booking = {
      ...bookingAt(ConsignStatus.Draft, 'consignor'),
      testUnitId: '6f1c2b1e-0000-4000-8000-000000000001',
      projectId: null,
      tuqualificationId: null,
      testUnitAddressId: null,
      expectTestTime: null,
    };
    const saved = booking as StoredBooking;
    const api = fixtureConsignmentApi({
      updatePreSiteConsign: vi.fn(async () => saved),
      commitConsignInfo: vi.fn(async () => {
        throw refused(['ExpectTestTime'], 'The expected test time is required to submit.');
      }),
    });
    const onSaved = vi.fn();
    inEnglish(
      <MemoryRouter>
        <BookingProviders api={api}>
          <BookingForm booking={booking} consignType={2} onSaved={onSaved} onCommitted={() => undefined} />
        </BookingProviders>
      </MemoryRouter>,
    );
    await submit('booking-commit');
    await waitFor(() => expect(fieldError('booking-expect')).toBe('The expected test time is required to submit.'));
    const problem = screen.getByTestId('booking-problem');
    expect(within(problem).getByText(/the expected test time/)).toBeTruthy();
    // The commit was refused, but the booking was saved: its id goes into the address.
    expect(onSaved).toHaveBeenCalledWith(saved);
  });
});
