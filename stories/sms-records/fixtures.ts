// A fake SmsRecordApi for the SMS records stories and screen tests: fixture rows filtered like the server does.
import type { SmsRecordApi, SmsRecordRow } from '../../src/api/smsRecords';

export type FakeList = 'rows' | 'empty' | 'loading';

const UNIT = '00000000-0000-7000-8000-000000000201';
const rows: SmsRecordRow[] = [
  {
    id: '00000000-0000-7000-8000-000000000301',
    sendSource: 'ValidateCode',
    msgContent: '您的验证码为 ******，5 分钟内有效。请勿告诉他人。',
    msgType: 3,
    sendTime: '2026-11-25T08:12:00.000Z',
    acceptUserID: '00000000-0000-7000-8000-000000000101',
    acceptPhone: '13813800001',
    acceptUserNameFriendly: '王敏',
    acceptUnitID: UNIT,
    isPrivate: true,
    sendStatus: 2,
  },
  {
    id: '00000000-0000-7000-8000-000000000302',
    sendSource: 'Notice',
    msgContent: '【交通检测】关于 2026 年度检测能力验证的通知已发布，请登录平台查看。',
    msgType: 4,
    sendTime: '2026-11-25T07:40:00.000Z',
    acceptUserID: null,
    acceptPhone: '13962800011',
    acceptUserNameFriendly: '陈静',
    acceptUnitID: UNIT,
    isPrivate: false,
    sendStatus: 3,
  },
  {
    id: '00000000-0000-7000-8000-000000000303',
    sendSource: 'ConsignStatus',
    msgContent: '委托单 CL-20261125-0003 已通过审核，请按约定时间送样。',
    msgType: 1,
    sendTime: '2026-11-25T06:05:00.000Z',
    acceptUserID: null,
    acceptPhone: '13905100002',
    acceptUserNameFriendly: '孙立新',
    acceptUnitID: UNIT,
    isPrivate: false,
    sendStatus: 0,
  },
];

/** The fake list call: the fixture rows filtered like the server filters them. */
export function fakeSmsRecordApi(list: FakeList): SmsRecordApi {
  return {
    list: (query) => {
      if (list === 'loading') return new Promise(() => {});
      const matching = (list === 'empty' ? [] : rows).filter(
        (r) =>
          (query.msgType === undefined || r.msgType === query.msgType) &&
          (query.sendStatus === undefined || r.sendStatus === query.sendStatus) &&
          (query.acceptPhone === undefined || r.acceptPhone === query.acceptPhone),
      );
      return Promise.resolve({ totalCount: matching.length, items: matching });
    },
  };
}
