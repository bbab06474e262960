// A lab's newest announcements (SysNotice/GetNoticeNewestByUnit), for the lab's detail page.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Notice, useNoticeApi } from '../../api/notices';
import { NoticeFeed } from './NoticeFeed';

export function UnitNotices({ testUnitId, count = 5 }: { testUnitId: string; count?: number }) {
  const intl = useIntl();
  const api = useNoticeApi();
  const [notices, setNotices] = useState<Notice[] | null>(null);
  useEffect(() => {
    setNotices(null);
    api.ofLab(testUnitId, count).then(setNotices, () => setNotices([]));
  }, [api, testUnitId, count]);
  return <NoticeFeed title={intl.formatMessage({ id: 'notices.ofLab' })} notices={notices} testId="unit-notices" />;
}
