// WeChat sign-in screens in each of their states: the sign-in page's WeChat button (and the note while a WeChat
// account waits to be bound), the /auth-redirect landing (checking, bind-or-register choice, failure), and the user
// centre's WeChat tab (bound, not bound, WeChat not offered, loading).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ThirdBinding } from '../../src/api/thirdAuth';
import { LoginForm } from '../../src/features/login/LoginForm';
import { WechatBindingView } from '../../src/features/wechat/WechatBindingPanel';
import { type LandingView, WechatLandingView } from '../../src/features/wechat/WechatLandingPage';
import { WechatSignInView } from '../../src/features/wechat/WechatSignIn';

const BOUND: ThirdBinding = {
  id: '0192f000-0000-7000-8000-000000000001',
  userId: '0192f000-0000-7000-8000-000000000002',
  thirdType: 1,
  unionFriendlyName: '微信用户小王',
  headImage: null,
  bindTime: '2026-11-20T08:30:00.000Z',
};

const ignore = () => {};

export type WechatScreen =
  | { screen: 'signIn'; pending: boolean }
  | { screen: 'landing'; view: LandingView }
  | { screen: 'binding'; bindings: ThirdBinding[] | null; offered: boolean };

export function WechatStory(props: WechatScreen) {
  if (props.screen === 'signIn') {
    return (
      <LoginForm
        systemName="公路水运工程试验检测公共服务平台"
        logo="/logo.svg"
        submitting={false}
        error={null}
        onSubmit={ignore}
        onDismissError={ignore}
      >
        <WechatSignInView
          offered
          pending={
            props.pending ? { ticket: 'ticket', nickname: '微信用户小王', expiresAt: Date.now() + 600_000 } : null
          }
          starting={false}
          error={null}
          onStart={ignore}
          onDiscard={ignore}
        />
      </LoginForm>
    );
  }
  if (props.screen === 'landing') {
    return (
      <WechatLandingView
        view={props.view}
        onBindExisting={ignore}
        onRegister={ignore}
        onCancel={ignore}
        onBack={ignore}
      />
    );
  }
  return (
    <div style={{ maxWidth: 520, padding: 24 }}>
      <WechatBindingView
        bindings={props.bindings}
        offered={props.offered}
        starting={false}
        onBind={ignore}
        onUnbind={ignore}
      />
    </div>
  );
}

const meta = { title: 'Screens/WeChat', component: WechatStory } satisfies Meta<typeof WechatStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInButton: Story = { args: { screen: 'signIn', pending: false }, parameters: { route: '/login' } };
export const SignInWhileBindingPending: Story = {
  args: { screen: 'signIn', pending: true },
  parameters: { route: '/login' },
};
export const LandingChecking: Story = { args: { screen: 'landing', view: { kind: 'working' } } };
export const LandingChoice: Story = {
  args: { screen: 'landing', view: { kind: 'choose', nickname: '微信用户小王' } },
};
export const LandingFailed: Story = {
  args: {
    screen: 'landing',
    view: { kind: 'failed', message: '该微信登录请求已使用过，请重新扫码登录。', signedIn: false },
  },
};
export const BindingBound: Story = { args: { screen: 'binding', bindings: [BOUND], offered: true } };
export const BindingNone: Story = { args: { screen: 'binding', bindings: [], offered: true } };
export const BindingNotOffered: Story = { args: { screen: 'binding', bindings: [], offered: false } };
export const BindingLoading: Story = { args: { screen: 'binding', bindings: null, offered: true } };
