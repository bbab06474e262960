import { useIntl } from 'react-intl';
import { useNoticeApi } from '../../api/notices';
import { NoticeFeed } from './NoticeFeed';
import { useNotices } from './useNotices';

export function HomeNotices({ count = 5 }: { count?: number }) {
  const intl = useIntl();
  const api = useNoticeApi();
  const notices = useNotices(['SysNotice/GetHomeNoticeNewest', count], () => api.home(count));
  return (
    <NoticeFeed
      title={intl.formatMessage({ id: 'notices.latest' })}
      notices={notices}
      testId="home-notices"
      expected={count}
    />
  );
}
