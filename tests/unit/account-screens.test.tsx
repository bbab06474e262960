// The account screens over the fake backend: a refused registration's field errors land on their fields, the send-code
// button counts down, and the administrator approves a registration or refuses it with a reason (none, no call).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/App';
import { ApiError } from '../../src/api/errors';
import { RegisterPage } from '../../src/features/account/RegisterPage';
import { RegistrationsPage } from '../../src/features/registrations/RegistrationsPage';
import { fakeAccountClient } from '../../stories/accounts/fixtures';
import { SelfServiceProviders } from '../../stories/self-service/SelfServiceScreen';

afterEach(cleanup);

/** The fake backend, with the calls it got; Register answers the 400 the server gives for a taken unit name. */
function backend() {
  const calls: { path: string; body: unknown }[] = [];
  const base = fakeAccountClient('rows');
  const client = {
    ...base,
    post: async <T,>(path: string, options?: { body?: unknown }): Promise<T> => {
      calls.push({ path, body: options?.body });
      if (path.endsWith('Account/Register'))
        throw new ApiError({
          message: 'A unit with this name is already registered.',
          status: 400,
          url: path,
          validationErrors: [{ message: 'A unit with this name is already registered.', members: ['unitName'] }],
        });
      return base.post<T>(path);
    },
  };
  return { client, calls };
}

function show(screenNode: ReactNode, client: ReturnType<typeof backend>['client']) {
  render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <MemoryRouter>
        <SelfServiceProviders signedInAs="admin" client={client}>
          {screenNode}
        </SelfServiceProviders>
      </MemoryRouter>
    </AppProviders>,
  );
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(`field-${name}`), { target: { value } });

describe('register', { timeout: 30_000 }, () => {
  it('sends the code to the mobile, counts down, and puts the server’s field error on its field', async () => {
    const { client, calls } = backend();
    show(<RegisterPage />, client);
    fireEvent.click(await screen.findByTestId('send-code'));
    expect(await screen.findByText('Mobile is required.')).toBeTruthy();
    expect(calls.some((c) => c.path.includes('SendValidateCodeToMobile'))).toBe(false);
    type('mobile', '13912345678');
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toMatch(/Resend in \d+ s/));
    expect(calls.find((c) => c.path.includes('SendValidateCodeToMobile'))?.body).toMatchObject({
      mobile: '13912345678',
      sendCodeType: 1,
    });
    type('unitName', '中交路桥建设第三工程有限公司');
    type('userName', 'new.unit');
    type('name', '张三');
    type('validateCode', '123456');
    type('password', 'Strong#2468');
    type('confirmPassword', 'Strong#2468');
    fireEvent.click(screen.getByTestId('register-submit'));
    const unitField = screen.getByTestId('field-unitName').closest('[role="group"]') as HTMLElement;
    expect(await within(unitField).findByText('A unit with this name is already registered.')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('Account/Register'))?.body).toEqual({
      unitName: '中交路桥建设第三工程有限公司',
      userName: 'new.unit',
      name: '张三',
      mobile: '13912345678',
      password: 'Strong#2468',
      validateCode: '123456',
    });
  });
});

describe('register: the unit name', { timeout: 30_000 }, () => {
  it('asks IsUnitNameAvailable once typing pauses, and says a live or waiting unit’s name is taken', async () => {
    const { client, calls } = backend();
    const taken = new Map([
      ['中交路桥建设第三工程有限公司', 1],
      ['待审核单位', 2],
    ]);
    const named = {
      ...client,
      post: async <T,>(path: string, options?: { body?: unknown }): Promise<T> => {
        if (!path.endsWith('Account/IsUnitNameAvailable')) return client.post<T>(path, options);
        calls.push({ path, body: options?.body });
        const state = taken.get((options?.body as { unitName?: string } | undefined)?.unitName ?? '') ?? 3;
        return { state, unitId: state === 3 ? null : '00000000-0000-7000-8000-000000000009' } as T;
      },
    };
    show(<RegisterPage />, named);
    const unitField = () => screen.getByTestId('field-unitName').closest('[role="group"]') as HTMLElement;
    type('unitName', '新单位');
    await waitFor(() => expect(calls.map((c) => c.body)).toContainEqual({ unitName: '新单位' }));
    expect(within(unitField()).queryByText('A unit with this name is already registered.')).toBeNull();
    for (const name of ['中交路桥建设第三工程有限公司', '待审核单位']) {
      cleanup();
      show(<RegisterPage />, named);
      type('unitName', name);
      await waitFor(() =>
        expect(calls.at(-1)).toEqual({ path: 'services/app/Account/IsUnitNameAvailable', body: { unitName: name } }),
      );
      expect(await within(unitField()).findByText('A unit with this name is already registered.')).toBeTruthy();
    }
  });
});

describe('registrations', { timeout: 30_000 }, () => {
  it('approves a waiting registration, and refuses one only with a reason', async () => {
    const { client, calls } = backend();
    show(<RegistrationsPage />, client);
    const [first, second] = await screen.findAllByTestId('registration-row');
    fireEvent.click(within(first as HTMLElement).getByTestId('registration-approve'));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('ApproveRegistration'))?.body).toEqual({
        id: '00000000-0000-7000-8000-000000000001',
      }),
    );
    fireEvent.click(within(second as HTMLElement).getByTestId('registration-refuse'));
    fireEvent.click(await screen.findByTestId('refuse-submit'));
    expect(await screen.findByText('Reason is required.')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('RefuseRegistration'))).toBe(false);
    type('reason', '营业执照不清晰');
    fireEvent.click(screen.getByTestId('refuse-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('RefuseRegistration'))?.body).toEqual({
        id: '00000000-0000-7000-8000-000000000002',
        reason: '营业执照不清晰',
      }),
    );
  });
});
