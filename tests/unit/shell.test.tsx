// The shell rendered in jsdom with fixture calls: the menu test ids per role, the welcome line
// and the login form's test ids.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/App';
import { ApiContext } from '../../src/api';
import { BrandingProvider } from '../../src/app/branding';
import { LoginForm } from '../../src/features/login/LoginForm';
import { Layout } from '../../src/layout/Layout';
import { SessionProvider } from '../../src/session/SessionProvider';
import { SessionTenantProvider } from '../../src/session/SessionTenant';
import { defaultTenant, fixtureApi } from '../../stories/fixtures';

afterEach(cleanup);

/** `host`: the page talks to the host (the session's tenant is null), not to the default tenant. */
function renderShell(role: 'admin' | 'lab' | 'consignor' | 'host', { host = false } = {}) {
  const api = fixtureApi(role);
  return render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <ApiContext.Provider value={api}>
          <SessionProvider api={api} token="t" effects={{ goToRoot() {}, reloadPage() {} }}>
            <BrandingProvider value={null}>
              <SessionTenantProvider value={host ? null : defaultTenant}>
                <Layout>
                  <div />
                </Layout>
              </SessionTenantProvider>
            </BrandingProvider>
          </SessionProvider>
        </ApiContext.Provider>
      </MemoryRouter>
    </AppProviders>,
  );
}

const menuIds = () =>
  Array.from(screen.getByTestId('sidebar').querySelectorAll('[data-testid^="menu-"]')).map((e) =>
    e.getAttribute('data-testid'),
  );

describe('shell', () => {
  it('shows a lab its groups and children, expanded', async () => {
    renderShell('lab');
    await waitFor(() => expect(screen.getByTestId('welcome').textContent).toContain('王敏'));
    expect(menuIds()).toEqual([
      'menu-Dashboard',
      'menu-group-BusinessManagement',
      'menu-preManagement',
      'menu-sampleReception',
      'menu-reportList',
      'menu-NoticeList',
      'menu-SmsRecordList',
      'menu-group-UserCenter',
      'menu-testingOrganization',
      'menu-UserManager',
      'menu-Messages',
    ]);
  });

  it('shows admin every group and names no unit', async () => {
    renderShell('admin');
    await waitFor(() => expect(screen.getByTestId('welcome').textContent).toContain('Not linked to a unit'));
    const ids = menuIds();
    for (const id of [
      'menu-group-ConsignInfo',
      'menu-group-SystemManager',
      'menu-TestUnitManager',
      'menu-ConsginUnitManager',
      'menu-ProjectManager',
    ]) {
      expect(ids).toContain(id);
    }
    // No branding query address: no ilisQuerySystem entry.
    expect(ids).not.toContain('menu-ilisQuerySystem');
  });

  it('shows the host’s administrator the tenant screen only, and a tenant’s admin never (issue 17)', async () => {
    renderShell('host', { host: true });
    await waitFor(() => expect(screen.getByTestId('welcome').textContent).toContain('运营方管理员'));
    expect(menuIds()).toEqual(['menu-group-SystemManager', 'menu-TenantManager']);
    cleanup();
    renderShell('admin');
    await waitFor(() => expect(menuIds()).toContain('menu-RoleManager'));
    expect(menuIds()).not.toContain('menu-TenantManager');
  });

  it('renders the login form with its test ids', () => {
    render(
      <AppProviders settings={{ language: 'en' }}>
        <MemoryRouter>
          <LoginForm
            systemName="S"
            logo="/logo.svg"
            submitting={false}
            error="Bad password"
            onSubmit={() => {}}
            onDismissError={() => {}}
          />
        </MemoryRouter>
      </AppProviders>,
    );
    for (const id of ['login-username', 'login-password', 'login-remember', 'login-submit', 'login-error']) {
      expect(screen.getByTestId(id)).toBeTruthy();
    }
  });
});
