// 检测机构详情 (TestingOrgDetail/:id): one active lab as a consignor sees it — introduction, qualifications,
// addresses, its test parameters and prices, and its newest announcements; from here the consignor books.

import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { type LabDetail, type LabNotice, useUnitApi } from '../../api/units';
import { useRead } from '../../components/useRead';
import { useSession } from '../../session/SessionProvider';
import { selectActsAs } from '../../session/selectors';
import { Page } from '../../ui/Page';
import { Skeleton } from '../../ui/Skeleton';
import { WIZARD_PATH } from '../booking/paths';
import { Section } from '../consignment/Section';
import styles from './LabDetail.module.css';
import { LabAddresses, LabCard, LabNotices, LabQualifications } from './LabSections';
import { PriceList } from './PriceList';

// Only for an address naming no lab (or one no longer active): not loaded with the page.
const ErrorPage = lazy(async () => ({ default: (await import('../errors/ErrorPage')).ErrorPage }));

/** The lab's newest announcements; none when the call fails. */
function useLabNotices(labId: string | undefined): LabNotice[] | null {
  const api = useUnitApi();
  const read = useRead(['SysNotice/GetNoticeNewestByUnit', labId], () => api.labNotices(labId ?? ''), {
    enabled: Boolean(labId),
  });
  const notices: LabNotice[] | null = read.status === 'error' ? [] : read.data;
  return notices;
}

/** One lab as consignors see it; `onBook` adds the booking button (consignors only). Admin's lab information too. */
export function LabDetailView({ id, onBook }: { id: string | undefined; onBook?(): void }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const api = useUnitApi();
  const labRead = useRead(['BaTestUnit/GetUnitDetail', id], () => api.getLabDetail(id ?? ''), { enabled: Boolean(id) });
  const lab: LabDetail | null | 'missing' = labRead.status === 'error' ? 'missing' : labRead.data;
  const notices = useLabNotices(lab && lab !== 'missing' ? lab.id : undefined);

  if (lab === 'missing') return <ErrorPage code={404} />;
  if (!lab) {
    return (
      <Page className={styles.loading} aria-busy="true">
        <Skeleton height="6rem" />
        <Skeleton height="10rem" />
      </Page>
    );
  }
  return (
    <Page roomy data-testid="testing-org-detail">
      <LabCard lab={lab} onBook={onBook} />

      <div className={styles.pair}>
        <LabQualifications lab={lab} />
        <LabAddresses lab={lab} />
      </div>

      <Section title={t('testingOrg.prices')} testId="org-prices">
        <PriceList labId={lab.id} labName={lab.testUnitName} />
      </Section>

      <LabNotices notices={notices} />
    </Page>
  );
}

export function TestingOrgDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const booker = useSession(selectActsAs) === 'consignor';
  return <LabDetailView id={id} onBook={booker ? () => navigate(WIZARD_PATH) : undefined} />;
}
