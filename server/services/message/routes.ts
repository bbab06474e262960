import { PagedResult } from '../../../contracts/common';
import {
  MessageCount,
  MessageIdsBody,
  MessageSettings,
  MessageSettingsBody,
  SysMessageListQuery,
  SysMessageRow,
} from '../../../contracts/message';
import { pageOf } from '../../lib/paging';
import { get, post, put, routeTable } from '../../lib/routes';
import { getSettings, listMessages, markRead, setSettings, unreadCount } from './service';

/**
 * The in-app messages under /api/services/app/User (GetSysMessageListByUid is the product's wire name; the others
 * follow its style, docs/decisions.md "Messages and live updates"). Every call reads or changes the caller's own.
 */
const messageRoutes = routeTable('User', 'signed-in', (db) => [
  get(
    '/GetSysMessageListByUid',
    {
      summary: "Lists the signed-in user's in-app messages, paged.",
      query: SysMessageListQuery,
      result: PagedResult(SysMessageRow),
    },
    ({ user, query }) => listMessages(db, user, query, pageOf(query)),
  ),
  get(
    '/GetUnreadSysMessageCount',
    { summary: "Counts the signed-in user's unread messages.", result: MessageCount },
    ({ user }) => unreadCount(db, user),
  ),
  post(
    '/MarkSysMessagesRead',
    { summary: "Marks some of the signed-in user's messages read.", body: MessageIdsBody, result: MessageCount },
    ({ user, body }) => markRead(db, user, body.ids),
  ),
  post(
    '/MarkAllSysMessagesRead',
    { summary: "Marks all the signed-in user's messages read.", result: MessageCount },
    ({ user }) => markRead(db, user),
  ),
  get(
    '/GetSysMessageSettings',
    { summary: "Reads the signed-in user's message settings.", result: MessageSettings },
    ({ user }) => getSettings(db, user),
  ),
  put(
    '/SetSysMessageSettings',
    { summary: "Changes the signed-in user's message settings.", body: MessageSettingsBody, result: MessageSettings },
    ({ user, body }) => setSettings(db, user, body),
  ),
]);

export default messageRoutes;
