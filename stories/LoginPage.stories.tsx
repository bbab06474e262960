import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginForm } from '../src/features/login/LoginForm';

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
