// Footer, 36 px: filing number when the lab has one, and the support line.
import { useIntl } from 'react-intl';
import { useBrandIdentity } from '../app/branding';
import { SUPPORT_CHAT, SUPPORT_PHONE } from '../app/constants';
import styles from './Footer.module.css';

export function Footer() {
  const intl = useIntl();
  const { icp } = useBrandIdentity();
  return (
    <footer data-testid="footer" className={styles.footer}>
      {icp && (
        <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer" data-testid="icp">
          {icp}
        </a>
      )}
      <p>{intl.formatMessage({ id: 'footer.support' }, { phone: SUPPORT_PHONE, chat: SUPPORT_CHAT })}</p>
    </footer>
  );
}
