// Accounts: the public registration and forgotten-password forms, and the administrator's registrations (waiting
// rows, none, loading), over a fake backend behind the shell client.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { ForgotPasswordPage } from '../../src/features/account/ForgotPasswordPage';
import { RegisterPage } from '../../src/features/account/RegisterPage';
import { RegistrationsPage } from '../../src/features/registrations/RegistrationsPage';
import { SelfServiceProviders } from '../self-service/SelfServiceScreen';
import { type FakeRegistrations, fakeAccountClient } from './fixtures';

const SCREENS = { register: RegisterPage, forgot: ForgotPasswordPage, registrations: RegistrationsPage };

function AccountsStory({ screen, list }: { screen: keyof typeof SCREENS; list: FakeRegistrations }) {
  const client = useMemo(() => fakeAccountClient(list), [list]);
  const Screen = SCREENS[screen];
  return (
    <SelfServiceProviders signedInAs="admin" client={client}>
      <Screen />
    </SelfServiceProviders>
  );
}

const meta = { title: 'Accounts/Accounts', component: AccountsStory } satisfies Meta<typeof AccountsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Register: Story = { args: { screen: 'register', list: 'rows' }, parameters: { route: '/register' } };
export const ForgotPassword: Story = {
  args: { screen: 'forgot', list: 'rows' },
  parameters: { route: '/forgotPassword' },
};
const registrations = (list: FakeRegistrations): Story => ({
  args: { screen: 'registrations', list },
  parameters: { route: '/SystemManager/Registrations' },
});
export const RegistrationsWaiting = registrations('rows');
export const RegistrationsNone = registrations('empty');
export const RegistrationsLoading = registrations('loading');
