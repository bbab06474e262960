// A short list of announcements (newest first); a title opens the whole text. Shared by the home page and a lab's
// detail page; plain elements, as the home page draws without Chakra (the reader's dialog brings it).
import { lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Notice } from '../../api/notices';
import { Card } from '../../ui/Card';
import { ChakraScope } from '../../ui/chakra-scope';
import { Skeleton } from '../../ui/Skeleton';
import { formatDate } from '../../utils/format';
import styles from './NoticeFeed.module.css';

// The reader's dialog is fetched when a title is first pointed at or opened, not with the page.
const loadReader = () => import('./NoticeReader');
const NoticeReader = lazy(async () => ({ default: (await loadReader()).NoticeReader }));

export function NoticeFeed({
  title,
  notices,
  testId,
  expected = 2,
}: {
  title: string;
  notices: Notice[] | null;
  testId: string;
  /** How many rows the placeholder reserves while the notices load. */
  expected?: number;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState<Notice | null>(null);
  // Once opened, the reader stays mounted so that it can animate its closing.
  const [reading, setReading] = useState(false);
  return (
    <Card title={title} data-testid={testId}>
      {notices === null ? (
        <div className={styles.list}>
          {Array.from({ length: expected }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} height="2rem" />
          ))}
        </div>
      ) : notices.length === 0 ? (
        <p className={styles.none}>{intl.formatMessage({ id: 'notices.none' })}</p>
      ) : (
        <ul className={styles.list}>
          {notices.map((notice) => (
            <li key={notice.id} data-testid="notice-item" data-title={notice.title}>
              <button
                type="button"
                className={styles.item}
                onPointerEnter={() => void loadReader()}
                onFocus={() => void loadReader()}
                onClick={() => {
                  setReading(true);
                  setOpen(notice);
                }}
              >
                <span className={styles.title}>{notice.title}</span>
                <span className={styles.date}>{formatDate(notice.sendTime)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {reading && (
        <ChakraScope>
          <NoticeReader notice={open} onClose={() => setOpen(null)} />
        </ChakraScope>
      )}
    </Card>
  );
}
