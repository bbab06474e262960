import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginForm } from '../src/features/login/LoginForm';
import { PlatformOff, TenantLine } from '../src/features/login/TenantLine';
import { SessionTenantProvider } from '../src/session/SessionTenant';
import { defaultTenant } from './fixtures';

const meta = {
  title: 'Screens/Login',
  component: LoginForm,
  parameters: { route: '/login' },
  args: {
    systemName: '公路水运工程试验检测公共服务平台',
    logo: '/logo.svg',
    submitting: false,
    error: null,
    onSubmit: () => {},
    onDismissError: () => {},
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SignedOut, nothing typed yet. */
export const Idle: Story = {};

/** Authenticating / LoadingUser: the button shows its loading state. */
export const Submitting: Story = { args: { submitting: true } };

/** Back in SignedOut with the server's message (error.message of the envelope). */
export const WrongPassword: Story = { args: { error: '用户名或密码错误。' } };

/** The request's tenant under the title, with the link that changes it (the default platform here). */
export const WithTenant: Story = {
  args: { tenant: <TenantLine /> },
  decorators: [
    (Story) => (
      <SessionTenantProvider value={defaultTenant}>
        <Story />
      </SessionTenantProvider>
    ),
  ],
};

/** The request's tenant is switched off: the page says so instead of the fields, and still offers another platform. */
export const PlatformSwitchedOff: Story = {
  args: { tenant: <TenantLine />, closed: <PlatformOff name="贵州省公路检测平台" /> },
  decorators: [
    (Story) => (
      <SessionTenantProvider value={{ id: 3, tenancyName: 'guizhou', name: '贵州省公路检测平台', isActive: false }}>
        <Story />
      </SessionTenantProvider>
    ),
  ],
};
