// 检测机构信息维护 as admin (UserCenter/testingOrganization): any active lab's information as consignors see it (card,
// qualifications, addresses, prices, announcements), read only, the lab chosen in the lab filter and kept in the
// address (?lab=). A lab keeps its own information; admin changes a lab under System → laboratories.

import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../ui/EmptyState';
import { Line } from '../../ui/Page';
import { useT } from '../../utils/useT';
import { LabSelect, useLabOptions } from '../lab-incoming/LabScope';
import styles from './LabDetail.module.css';
import { LabDetailView } from './TestingOrgDetailPage';

export function AdminLabInformation() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const labs = useLabOptions(true, true);
  const chosen = params.get('lab') || labs.data?.items[0]?.id || '';
  return (
    <div data-testid="admin-lab-info">
      <div className={styles.chooser}>
        <LabSelect value={chosen} onChange={(lab) => setParams({ lab }, { replace: true })} activeOnly />
        <Line size="sm" muted>
          {t('labScope.readOnly')}
        </Line>
      </div>
      {chosen ? (
        <LabDetailView key={chosen} id={chosen} />
      ) : (
        labs.status === 'ready' && <EmptyState testId="admin-lab-info-empty" title={t('labScope.noLabs')} />
      )}
    </div>
  );
}
