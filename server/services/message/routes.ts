import { UserMessages } from '../../../contracts/api/user';
import { pageOf } from '../../lib/paging';
import { serve } from '../../lib/routes';
import { getSettings, listMessages, markRead, setSettings, unreadCount } from './service';

/** The handlers of UserMessages (contracts/api/user.ts): every call reads or changes the caller's own messages. */
const messageRoutes = serve(UserMessages, (db) => ({
  GetSysMessageListByUid: ({ user, query }) => listMessages(db, user, query, pageOf(query)),
  GetUnreadSysMessageCount: ({ user }) => unreadCount(db, user),
  MarkSysMessagesRead: ({ user, body }) => markRead(db, user, body.ids),
  MarkAllSysMessagesRead: ({ user }) => markRead(db, user),
  GetSysMessageSettings: ({ user }) => getSettings(db, user),
  SetSysMessageSettings: ({ user, body }) => setSettings(db, user, body),
}));

export default messageRoutes;
