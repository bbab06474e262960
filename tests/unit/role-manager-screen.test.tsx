// The role screen over a small fake Role service: built-in roles cannot be deleted and open locked; a new role is
// sent with its fields; deleting a custom role is confirmed first.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { grantedBy, Permission } from '../../contracts/permissions';
import type { RoleDto } from '../../contracts/role';
import { AppProviders } from '../../src/App';
import type { ApiClient, RequestOptions } from '../../src/api/client';
import { RoleManagerPage } from '../../src/features/role-manager/RoleManagerPage';
import { SelfServiceProviders } from '../../stories/self-service/SelfServiceScreen';

afterEach(cleanup);

const role = (n: number, name: string, displayName: string, isStatic: boolean): RoleDto => ({
  id: `00000000-0000-7000-8000-00000000000${n}`,
  name,
  displayName,
  normalizedName: name.toUpperCase(),
  description: null,
  isStatic,
  permissions: grantedBy([name], new Map()),
  creationTime: '2026-11-01T08:00:00.000Z',
});

function fakeRoles() {
  const roles = [
    role(1, 'admin', 'Platform administrator', true),
    role(2, 'lab', 'Laboratory', true),
    role(3, 'clerk', 'Clerk', false),
  ];
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const answer = async (method: string, path: string, options?: RequestOptions): Promise<never> => {
    calls.push({ method, path, body: options?.body });
    const name = path.replace('services/app/Role/', '');
    if (name === 'GetAll') return { totalCount: roles.length, items: roles } as never;
    if (name === 'GetAllPermissions')
      return {
        items: Object.values(Permission).map((p) => ({ name: p, displayName: `P ${p}`, description: null })),
      } as never;
    if (name === 'Create') {
      const created = { ...role(4, 'x', 'x', false), ...(options?.body as object) };
      roles.push(created as RoleDto);
      return created as never;
    }
    return null as never;
  };
  const client: ApiClient = {
    get: (path, options) => answer('GET', path, options),
    post: (path, options) => answer('POST', path, options),
    put: (path, options) => answer('PUT', path, options),
    delete: (path, options) => answer('DELETE', path, options),
  };
  return { client, calls };
}

function show(client: ApiClient) {
  render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <MemoryRouter initialEntries={['/SystemManager/RoleManager']}>
        <SelfServiceProviders signedInAs="admin" client={client}>
          <RoleManagerPage />
        </SelfServiceProviders>
      </MemoryRouter>
    </AppProviders>,
  );
}

const rowOf = async (name: string) =>
  within((await screen.findAllByTestId('role-row')).find((r) => r.getAttribute('data-name') === name) as HTMLElement);

describe('role screen', { timeout: 30_000 }, () => {
  it('offers no delete for a built-in role, and opens it with only the description to change', async () => {
    show(fakeRoles().client);
    const lab = await rowOf('lab');
    expect((lab.getByTestId('role-delete') as HTMLButtonElement).disabled).toBe(true);
    expect(lab.getByTestId('role-kind').textContent).toBe('Built-in');
    expect(((await rowOf('clerk')).getByTestId('role-delete') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(lab.getByTestId('role-edit'));
    const dialog = within(await screen.findByTestId('role-dialog'));
    expect(dialog.getByTestId('role-builtin-note')).toBeTruthy();
    expect((dialog.getByTestId('role-name') as HTMLInputElement).readOnly).toBe(true);
    expect((dialog.getByTestId('role-display-name') as HTMLInputElement).readOnly).toBe(true);
    const audit = dialog.getByTestId(`role-permission-${Permission.ConsignmentAudit}`);
    expect(audit.querySelector('input')?.checked).toBe(true);
    expect(audit.querySelector('input')?.disabled).toBe(true);
  });

  it('creates a role from the form, and asks before deleting one', async () => {
    const { client, calls } = fakeRoles();
    show(client);
    fireEvent.click(await screen.findByTestId('role-new'));
    const dialog = within(await screen.findByTestId('role-dialog'));
    fireEvent.change(dialog.getByTestId('role-name'), { target: { value: 'librarian' } });
    fireEvent.change(dialog.getByTestId('role-display-name'), { target: { value: 'Librarian' } });
    fireEvent.click(dialog.getByTestId('role-save'));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('Role/Create'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('Role/Create'))?.body).toEqual({
      name: 'librarian',
      displayName: 'Librarian',
      description: null,
      // Ticking is the end-to-end test's (tests/e2e/roles.spec.ts): jsdom does not toggle Ark's checkbox group.
      grantedPermissions: [],
    });

    fireEvent.click((await rowOf('clerk')).getByTestId('role-delete'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('services/app/Role/Delete'));
  });
});
