import { useIntl } from 'react-intl';
import { useNoticeApi } from '../../api/notices';
import { NoticeFeed } from './NoticeFeed';
import { useNotices } from './useNotices';

export function UnitNotices({ testUnitId, count = 5 }: { testUnitId: string; count?: number }) {
  const intl = useIntl();
  const api = useNoticeApi();
  const notices = useNotices(['SysNotice/GetNoticeNewestByUnit', testUnitId, count], () =>
    api.ofLab(testUnitId, count),
  );
  return <NoticeFeed title={intl.formatMessage({ id: 'notices.ofLab' })} notices={notices} testId="unit-notices" />;
}
