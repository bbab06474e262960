import { useIntl } from 'react-intl';
import { useBrandIdentity } from '../../app/branding';
import { loadShell } from '../../router/loadShell';
import { useSession, useSessionActor } from '../../session/SessionProvider';
import { isSwitchedOff, useSessionTenant } from '../../session/SessionTenant';
import { selectError, selectSubmitting } from '../../session/selectors';
import { WechatSignIn } from '../wechat/WechatSignIn';
import { LoginForm } from './LoginForm';
import { PlatformOff, TenantLine, useTenantName } from './TenantLine';

export function LoginPage() {
  const intl = useIntl();
  const session = useSessionActor();
  const error = useSession(selectError);
  const submitting = useSession(selectSubmitting);
  const { logo, systemName } = useBrandIdentity();
  const tenant = useSessionTenant().load;
  const tenantName = useTenantName(tenant);

  // Once signed in, the /login route's guard moves on (to the redirect parameter or the root), which the shell draws:
  // its chunk is asked for with the sign-in, so it arrives while the server checks the password.
  const message = error ? (error.kind === 'key' ? intl.formatMessage({ id: error.key }) : error.text) : null;
  return (
    <LoginForm
      systemName={systemName}
      logo={logo}
      submitting={submitting}
      error={message}
      onSubmit={(values) => {
        void loadShell();
        session.send({ type: 'LOG_IN', ...values });
      }}
      onDismissError={() => session.send({ type: 'DISMISS_ERROR' })}
      tenant={<TenantLine />}
      closed={isSwitchedOff(tenant) && tenantName !== null ? <PlatformOff name={tenantName} /> : undefined}
    >
      <WechatSignIn />
    </LoginForm>
  );
}
