// The whole text of one announcement, in a dialog: NoticeFeed loads it when a title is first opened.

import { useIntl } from 'react-intl';
import type { Notice } from '../../api/notices';
import { Button } from '../../ui/Button';
import { Text } from '../../ui/chakra';
import { DialogFrame } from '../../ui/DialogFrame';
import { formatDate } from '../../utils/format';
import { NoticeTypeLabel } from './NoticeTypeLabel';

export function NoticeReader({ notice: open, onClose }: { notice: Notice | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <DialogFrame
      open={open !== null}
      onClose={onClose}
      testId="notice-view"
      placement="center"
      scrollBehavior="inside"
      contentProps={{ mx: '3' }}
      headerProps={{ flexDirection: 'column', alignItems: 'start', gap: '1' }}
      title={open?.title}
      subtitle={
        <Text fontSize="sm" color="fg.muted">
          {open && (
            <>
              <NoticeTypeLabel type={open.noticeType} /> ·{' '}
              {open.testUnitName ?? intl.formatMessage({ id: 'notices.platform' })} · {formatDate(open.sendTime, true)}
              {open.sendUserName ? ` · ${open.sendUserName}` : ''}
            </>
          )}
        </Text>
      }
      footer={
        <Button size="md" variant="outline" onClick={onClose}>
          {intl.formatMessage({ id: 'common.close' })}
        </Button>
      }
    >
      <Text whiteSpace="pre-wrap">{open?.content || intl.formatMessage({ id: 'notices.noContent' })}</Text>
    </DialogFrame>
  );
}
