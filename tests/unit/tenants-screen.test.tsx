// The host's tenant screen over the fake Tenant service (stories/tenants/fixtures.ts): the keyword and state filters
// and the pages reach the list call; a created tenant's first administrator and one-time password are shown once and
// copied; a delete the server refuses shows its message in the confirmation.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/App';
import type { ApiClient } from '../../src/api/client';
import { TenantManagerPage } from '../../src/features/tenants/TenantManagerPage';
import { SelfServiceProviders } from '../../stories/self-service/SelfServiceScreen';
import { type FakeTenants, fakeTenantClient, ONE_TIME_PASSWORD, REFUSAL } from '../../stories/tenants/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(data: FakeTenants, device: 'desktop' | 'mobile' = 'desktop') {
  const fake = fakeTenantClient(data);
  render(
    <AppProviders settings={{ language: 'en', device, sidebarOpened: true }}>
      <MemoryRouter initialEntries={['/SystemManager/TenantManager']}>
        <SelfServiceProviders signedInAs="host" client={fake.client as ApiClient}>
          <TenantManagerPage />
        </SelfServiceProviders>
      </MemoryRouter>
    </AppProviders>,
  );
  return fake;
}

const tenancies = () => screen.getAllByTestId('tenant-row').map((row) => row.getAttribute('data-tenancy'));
const rowOf = async (tenancy: string) =>
  within(
    (await screen.findAllByTestId('tenant-row')).find((r) => r.getAttribute('data-tenancy') === tenancy) as HTMLElement,
  );
const lastList = (calls: ReturnType<typeof show>['calls']) => calls.filter((c) => c.path.endsWith('GetAll')).at(-1);

describe('tenant screen', { timeout: 30_000 }, () => {
  it('lists the tenants, and narrows them by keyword and by state', async () => {
    const { calls } = show('rows');
    await waitFor(() => expect(tenancies()).toEqual(['Default', 'yunnan', 'guizhou']));
    expect((await rowOf('guizhou')).getByTestId('tenant-state').textContent).toBe('Switched off');
    expect((await rowOf('yunnan')).getByText('Own database')).toBeTruthy();

    const search = screen.getByTestId('tenant-search');
    fireEvent.change(search, { target: { value: 'yun' } });
    fireEvent.submit(search);
    await waitFor(() => expect(tenancies()).toEqual(['yunnan']));
    expect(lastList(calls)?.query).toMatchObject({ keyword: 'yun', skipCount: 0 });

    fireEvent.change(search, { target: { value: '' } });
    fireEvent.submit(search);
    fireEvent.change(screen.getByTestId('tenant-active'), { target: { value: 'false' } });
    await waitFor(() => expect(tenancies()).toEqual(['guizhou']));
    expect(lastList(calls)?.query).toMatchObject({ isActive: false });
    expect(lastList(calls)?.query?.keyword).toBeUndefined();
  });

  it('pages through the tenants, and says when nothing matches', async () => {
    const { calls } = show('many');
    await waitFor(() => expect(tenancies()).toHaveLength(10));
    expect(screen.getByTestId('tenants-total').textContent).toContain('23 tenants');
    fireEvent.click(screen.getByTestId('page-3'));
    await waitFor(() => expect(tenancies()).toEqual(['region30', 'region31', 'region32']));
    expect(lastList(calls)?.query).toMatchObject({ skipCount: 20, maxResultCount: 10 });

    const search = screen.getByTestId('tenant-search');
    fireEvent.change(search, { target: { value: 'nowhere' } });
    fireEvent.submit(search);
    expect(await screen.findByText('No tenant matches these filters')).toBeTruthy();
  });

  it('shows a load failure with a retry, and the empty list', async () => {
    show('error');
    expect(await screen.findByTestId('tenants-error')).toBeTruthy();
    cleanup();
    show('empty');
    expect(await screen.findByText('No tenants yet')).toBeTruthy();
  });

  it('creates a tenant and shows its administrator’s one-time password once, with a copy button', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { calls } = show('rows');
    fireEvent.click(await screen.findByTestId('tenant-new'));
    const dialog = within(await screen.findByTestId('tenant-dialog'));
    fireEvent.click(dialog.getByTestId('tenant-save'));
    expect(await dialog.findByText('Tenancy name is required.')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('Create'))).toBe(false);

    fireEvent.change(dialog.getByTestId('tenant-tenancy-name'), { target: { value: 'sichuan' } });
    fireEvent.change(dialog.getByTestId('tenant-name-input'), { target: { value: '四川省检测平台' } });
    fireEvent.change(dialog.getByTestId('tenant-admin-email'), { target: { value: 'ops@sichuan.example.org' } });
    fireEvent.click(dialog.getByTestId('tenant-save'));

    const created = within(await screen.findByTestId('tenant-created'));
    expect(created.getByTestId('tenant-admin-user').textContent).toBe('admin');
    expect(created.getByTestId('tenant-admin-password').textContent).toBe(ONE_TIME_PASSWORD);
    expect(calls.find((c) => c.path.endsWith('Create'))?.body).toEqual({
      tenancyName: 'sichuan',
      name: '四川省检测平台',
      adminEmailAddress: 'ops@sichuan.example.org',
      connectionString: null,
      isActive: true,
    });
    fireEvent.click(created.getByTestId('tenant-copy'));
    await waitFor(() => expect(created.getByTestId('tenant-copy').textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith(`admin\n${ONE_TIME_PASSWORD}`);
    await waitFor(() => expect(tenancies()).toContain('sichuan'));

    // Opened again, the dialog asks for a new tenant: the password is gone.
    fireEvent.click(created.getByTestId('tenant-created-close'));
    fireEvent.click(screen.getByTestId('tenant-new'));
    expect(await screen.findByTestId('tenant-dialog')).toBeTruthy();
    expect(screen.queryByText(ONE_TIME_PASSWORD)).toBeNull();
  });

  it('asks before deleting, and shows the server’s refusal in the confirmation', async () => {
    const { calls } = show('rows');
    fireEvent.click((await rowOf('yunnan')).getByTestId('tenant-delete'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    expect((await screen.findByTestId('confirm-error')).textContent).toContain(REFUSAL);
    expect(calls.find((c) => c.method === 'DELETE')?.query).toEqual({ id: 2 });
    expect(tenancies()).toContain('yunnan');
  });

  it('shows cards on a phone, each with its edit and delete', async () => {
    show('rows', 'mobile');
    const card = await rowOf('guizhou');
    expect(card.getByText('贵州省公路检测平台')).toBeTruthy();
    expect(card.getByTestId('tenant-edit')).toBeTruthy();
    expect(screen.queryByTestId('tenants-table')).toBeNull();
  });
});
