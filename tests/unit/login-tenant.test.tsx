// The sign-in page's platform (tenant), as the running app mounts it (src/Root.tsx) over a fake server that answers
// by the `Abp.TenantId` cookie, as the real one does when the domain names no tenant: the page names the request's
// tenant; "Change" checks a tenancy name with Account/IsTenantAvailable (switched off, no such tenant: said on the
// field; available: the cookie is set and the page names the new tenant), or picks the host or the default; a
// switched-off tenant's sign-in and report-verification pages say so instead of their forms.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TENANT_COOKIE } from '../../contracts/cookies';
import type { TenantDto } from '../../contracts/tenant';
import { getCookie, removeCookie, setCookie } from '../../src/app/storage';
import { Root } from '../../src/Root';
import { defaultTenant } from '../../stories/fixtures';

const yunnan = { id: 2, tenancyName: 'yunnan', name: '云南省交通运输检测平台', isActive: true };
const guizhou = { id: 3, tenancyName: 'guizhou', name: '贵州省公路检测平台', isActive: false };
const byId = new Map<number, Pick<TenantDto, 'id' | 'tenancyName' | 'name' | 'isActive'>>(
  [defaultTenant, yunnan, guizhou].map((t) => [t.id, t]),
);
const asked: string[] = [];

const ok = (result: unknown) =>
  Response.json({ success: true, result, error: null, unAuthorizedRequest: false, __abp: true });

/** The request's tenant as the server resolves it: the cookie's id (0 the host), else the default. */
function requestTenant() {
  const chosen = getCookie(TENANT_COOKIE);
  if (chosen === null) return defaultTenant;
  return Number(chosen) === 0 ? null : (byId.get(Number(chosen)) ?? defaultTenant);
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('webapi_url', 'http://lab.test');
  localStorage.setItem('language', 'en');
  removeCookie(TENANT_COOKIE);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      if (request.url.includes('Session/GetCurrentLoginInformations')) {
        const application = { version: '0.1.0', releaseDate: '2026-11-01T00:00:00.000Z', features: {} };
        return ok({ application, user: null, tenant: requestTenant() });
      }
      if (request.url.includes('Account/IsTenantAvailable')) {
        const { tenancyName } = (await request.clone().json()) as { tenancyName: string };
        asked.push(tenancyName);
        const found = [...byId.values()].find((t) => t.tenancyName === tenancyName);
        return ok(found ? { state: found.isActive ? 1 : 2, tenantId: found.id } : { state: 3, tenantId: null });
      }
      if (request.url.includes('GetTestUnitInfoByConsignPlatURL')) {
        // The page's origin is a lab of yunnan's only: its branding follows the tenant the cookie names.
        return ok(
          requestTenant()?.id === yunnan.id ? { systemName: 'Yunnan lab portal', logoURL: null, icp: null } : null,
        );
      }
      return ok(null);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  removeCookie(TENANT_COOKIE);
  asked.length = 0;
});

function signInPage(path = '/login') {
  window.history.replaceState(null, '', path);
  render(<Root />);
}

const tenantName = () => screen.getByTestId('login-tenant-name').textContent;

async function tryTenancy(name: string) {
  // The dialog's code (Chakra, the form) loads when it first opens.
  const dialog = within(await screen.findByTestId('tenant-switch', {}, { timeout: 10_000 }));
  fireEvent.change(dialog.getByTestId('tenant-switch-name'), { target: { value: name } });
  fireEvent.click(dialog.getByTestId('tenant-switch-submit'));
  return dialog;
}

describe('the sign-in page’s platform', { timeout: 30_000 }, () => {
  it('names the request’s tenant, and says which tenancy names are switched off or unknown', async () => {
    signInPage();
    await waitFor(() => expect(tenantName()).toBe(defaultTenant.name));
    fireEvent.click(screen.getByTestId('login-tenant-change'));

    const dialog = await tryTenancy('nowhere');
    expect(await dialog.findByText('There is no platform named “nowhere”.')).toBeTruthy();
    await tryTenancy('guizhou');
    expect(await dialog.findByText('The platform “guizhou” is switched off.')).toBeTruthy();
    expect(asked).toEqual(['nowhere', 'guizhou']);
    expect(getCookie(TENANT_COOKIE)).toBeNull();
    expect(tenantName()).toBe(defaultTenant.name);
    // Switching the tenant is not signing in: the sign-in fields ask for nothing.
    expect(screen.queryByText('Enter your user name')).toBeNull();
  });

  it('switches to an available tenant by its cookie, and back to the host or the default', async () => {
    signInPage();
    await waitFor(() => expect(tenantName()).toBe(defaultTenant.name));
    fireEvent.click(screen.getByTestId('login-tenant-change'));
    expect(screen.queryByText('Yunnan lab portal')).toBeNull();
    await tryTenancy('yunnan');
    await waitFor(() => expect(tenantName()).toBe(yunnan.name));
    expect(getCookie(TENANT_COOKIE)).toBe('2');
    // The branding is looked up again in the new tenant.
    expect(await screen.findByText('Yunnan lab portal')).toBeTruthy();
    expect(document.cookie).toContain('Abp.TenantId=2');

    fireEvent.click(screen.getByTestId('login-tenant-change'));
    fireEvent.click(await screen.findByTestId('tenant-switch-host', {}, { timeout: 10_000 }));
    await waitFor(() => expect(tenantName()).toBe('Platform operator (host)'));
    expect(getCookie(TENANT_COOKIE)).toBe('0');

    fireEvent.click(screen.getByTestId('login-tenant-change'));
    fireEvent.click(await screen.findByTestId('tenant-switch-default'));
    await waitFor(() => expect(tenantName()).toBe(defaultTenant.name));
    expect(getCookie(TENANT_COOKIE)).toBeNull();
    expect(screen.getByTestId('login-username')).toBeTruthy();
  });

  it('says a switched-off platform is switched off instead of the sign-in form and the report check', async () => {
    setCookie(TENANT_COOKIE, '3');
    signInPage();
    expect((await screen.findByTestId('platform-off')).textContent).toContain(guizhou.name);
    expect(screen.queryByTestId('login-username')).toBeNull();
    expect(screen.getByTestId('login-tenant-change')).toBeTruthy();
    cleanup();

    signInPage('/reportVerify');
    expect((await screen.findByTestId('platform-off')).textContent).toContain('switched off');
    expect(screen.queryByTestId('verify-number')).toBeNull();
  });
});
