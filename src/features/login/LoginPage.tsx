import { useIntl } from 'react-intl';
import { useBrandIdentity } from '../../app/branding';
import { useSession, useSessionActor } from '../../session/SessionProvider';
import { selectError, selectSubmitting } from '../../session/selectors';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  const intl = useIntl();
  const session = useSessionActor();
  const error = useSession(selectError);
  const submitting = useSession(selectSubmitting);
  const { logo, systemName } = useBrandIdentity();

  // Once signed in, the /login route's guard moves on (to the redirect parameter or the root).
  const message = error ? (error.kind === 'key' ? intl.formatMessage({ id: error.key }) : error.text) : null;
  return (
    <LoginForm
      systemName={systemName}
      logo={logo}
      submitting={submitting}
      error={message}
      onSubmit={(values) => session.send({ type: 'LOG_IN', ...values })}
      onDismissError={() => session.send({ type: 'DISMISS_ERROR' })}
    />
  );
}
