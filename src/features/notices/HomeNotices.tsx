// The newest announcements meant for the signed-in user (SysNotice/GetHomeNoticeNewest), for the home page.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Notice, useNoticeApi } from '../../api/notices';
import { NoticeFeed } from './NoticeFeed';

export function HomeNotices({ count = 5 }: { count?: number }) {
  const intl = useIntl();
  const api = useNoticeApi();
  const [notices, setNotices] = useState<Notice[] | null>(null);
  useEffect(() => {
    api.home(count).then(setNotices, () => setNotices([]));
  }, [api, count]);
  return <NoticeFeed title={intl.formatMessage({ id: 'notices.latest' })} notices={notices} testId="home-notices" />;
}
