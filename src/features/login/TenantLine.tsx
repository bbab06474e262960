// Which regional platform (tenant) the sign-in page signs in to, with a "Change" link: the tenant the server chose for
// this request (the domain, else the browser's `Abp.TenantId` cookie, else the default), "platform operator" for the
// host. The dialog that changes it loads when first opened, with Chakra and the form, and the whole catalogue (the
// sign-in page has only its first part, src/i18n/parts.ts, and the form's messages are in the rest). PlatformOff stands in
// for a form on a public page while the request's tenant is switched off. Plain elements and a CSS module.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { loadFullCatalogue } from '../../i18n';
import { type TenantLoad, useSessionTenant } from '../../session/SessionTenant';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import styles from './tenant.module.css';

const TenantSwitchDialog = lazyWhenOpen(
  async () => (await Promise.all([import('./TenantSwitchDialog'), loadFullCatalogue()]))[0].TenantSwitchDialog,
  (props: { open: boolean; onClose(): void }) => props.open,
);

/** The platform's name as the sign-in page says it; null while it is not known. */
export function useTenantName(load: TenantLoad): string | null {
  const intl = useIntl();
  if (load.status !== 'ready') return null;
  return load.tenant ? load.tenant.name : intl.formatMessage({ id: 'login.tenant.host' });
}

export function TenantLine() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { load } = useSessionTenant();
  const name = useTenantName(load);
  const [open, setOpen] = useState(false);
  if (name === null) return null;
  return (
    <div className={styles.line} data-testid="login-tenant">
      <span>{t('login.tenant.label')}</span>
      <span className={styles.name} data-testid="login-tenant-name">
        {name}
      </span>
      <button type="button" className={styles.change} onClick={() => setOpen(true)} data-testid="login-tenant-change">
        {t('login.tenant.change')}
      </button>
      <TenantSwitchDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

/** Said instead of a public page's form while the request's tenant is switched off. */
export function PlatformOff({ name }: { name: string }) {
  const intl = useIntl();
  return (
    <div className={styles.off} role="status" data-testid="platform-off">
      <p className={styles.offTitle}>{intl.formatMessage({ id: 'login.tenant.offTitle' })}</p>
      <p className={styles.offText}>{intl.formatMessage({ id: 'login.tenant.offText' }, { name })}</p>
    </div>
  );
}
