// UserCenter/Messages, the message centre (issue 14 item 6): the signed-in user's messages newest first, all or
// unread only; open what a message speaks of, mark one or all read; and which events also send an SMS.

import { LuBell, LuCheckCheck } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { type SysMessageRow, useMessageApi } from '../../api/messages';
import { boundFilter, FilterBar, SelectFilter } from '../../components/FilterBar';
import { ListFrame } from '../../components/ListFrame';
import { ListPage } from '../../components/ListPage';
import { ListRowCard } from '../../components/ListRowCard';
import { ListTable, Td } from '../../components/ListTable';
import { PAGE_SIZES, usePagedList } from '../../components/usePagedList';
import { useSession } from '../../session/SessionProvider';
import { selectActsAs } from '../../session/selectors';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Line } from '../../ui/Page';
import { RowActionGroup } from '../../ui/RowMenu';
import { formatDate } from '../../utils/format';
import { useT } from '../../utils/useT';
import { messageText, subjectPath } from './messageText';
import { SmsSettings } from './SmsSettings';
import { useUnreadCount } from './useMessages';

const FILTER = { show: 'all' };
const LIST = { call: 'User/GetSysMessageListByUid', filter: FILTER, pageSizes: PAGE_SIZES };

const rowAttrs = (row: SysMessageRow) => ({
  'data-testid': 'message-row',
  'data-kind': row.kind,
  'data-read': row.readTime !== null,
});

export function MessagesPage() {
  const t = useT();
  const api = useMessageApi();
  const navigate = useNavigate();
  const actor = useSession(selectActsAs);
  const unread = useUnreadCount() ?? 0;
  const list = usePagedList({
    ...LIST,
    load: (q, signal) =>
      api.list({ unreadOnly: q.show === 'unread', skipCount: q.skipCount, maxResultCount: q.maxResultCount }, signal),
  });
  const open = (row: SysMessageRow) => {
    if (!row.readTime) void api.markRead([row.id]);
    const path = subjectPath(row, actor);
    if (path) navigate(path);
  };
  const buttons = (row: SysMessageRow) => (
    <RowActionGroup>
      {subjectPath(row, actor) && (
        <Button size="xs" variant="outline" onClick={() => open(row)} data-testid="message-open">
          {t('messages.open')}
        </Button>
      )}
      {!row.readTime && (
        <Button size="xs" variant="ghost" onClick={() => void api.markRead([row.id])} data-testid="message-mark-read">
          {t('messages.markRead')}
        </Button>
      )}
    </RowActionGroup>
  );
  const text = (row: SysMessageRow) => (
    <Line size="sm" weight={!row.readTime ? 'semibold' : undefined}>
      {!row.readTime && (
        <Badge size="xs" palette="red" style={{ marginInlineEnd: 'var(--chakra-spacing-2)' }}>
          {t('messages.unreadTag')}
        </Badge>
      )}
      {messageText(t, row)}
    </Line>
  );
  const when = (row: SysMessageRow) => formatDate(row.creationTime, true).slice(0, 16);

  return (
    <ListPage
      title={t('messages.title')}
      testId="messages-page"
      actions={
        <Button
          size="md"
          variant="outline"
          disabled={unread === 0}
          onClick={() => void api.markAllRead()}
          data-testid="messages-mark-all"
        >
          <LuCheckCheck />
          {t('messages.markAllRead')}
        </Button>
      }
    >
      <FilterBar>
        <SelectFilter
          {...boundFilter(list, 'show')}
          label={t('messages.filter.unread')}
          options={[
            ['all', t('messages.filter.all')],
            ['unread', t('messages.filter.unread')],
          ]}
          testId="messages-show"
        />
      </FilterBar>
      <ListFrame
        list={list}
        testId="messages"
        empty={{ title: t('messages.empty'), icon: <LuBell /> }}
        cards={(rows) =>
          rows.map((row) => (
            <ListRowCard key={row.id} title={when(row)} actions={buttons(row)} {...rowAttrs(row)}>
              {text(row)}
            </ListRowCard>
          ))
        }
        table={(rows) => (
          <ListTable
            rows={rows}
            rowProps={rowAttrs}
            testId="messages-table"
            columns={[t('messages.column.text'), t('messages.column.time')]}
            actions={buttons}
          >
            {(row) => (
              <>
                <Td>{text(row)}</Td>
                <Td tone="muted">{when(row)}</Td>
              </>
            )}
          </ListTable>
        )}
      />
      <SmsSettings />
    </ListPage>
  );
}
