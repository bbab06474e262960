// A fake backend for the account screens' stories: registrations waiting for approval, the platform's switches, a
// password graded 'medium' and every unit name free; 'empty' holds no registrations, 'loading' never answers.
import type { RegistrationRow } from '../../src/api/account';
import type { ApiClient } from '../../src/api/client';

export type FakeRegistrations = 'rows' | 'empty' | 'loading';

const id = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;

const rows: RegistrationRow[] = [
  {
    id: id(1),
    unitName: '苏州市政工程建设有限公司',
    userName: 'szsz',
    name: '周建华',
    mobile: '13912345678',
    status: 0,
    refuseReason: null,
    creationTime: '2026-11-25T02:30:00.000Z',
    decidedAt: null,
  },
  {
    id: id(2),
    unitName: '常州高速公路养护中心',
    userName: 'czgs.admin',
    name: '李娜',
    mobile: '13856781234',
    status: 0,
    refuseReason: null,
    creationTime: '2026-11-24T09:05:00.000Z',
    decidedAt: null,
  },
];

const params = [
  { id: id(11), unitType: 0, unitID: id(0), paramCode: 'IsEnableProjectContractSectName', paramValue: '0' },
  { id: id(12), unitType: 0, unitID: id(0), paramCode: 'IsRegisterNeedAudit', paramValue: '1' },
];

export function fakeAccountClient(list: FakeRegistrations): ApiClient {
  const answer = async <T>(path: string): Promise<T> => {
    const call = path.split('/').at(-1) ?? '';
    const answers: Record<string, unknown> = {
      GetRegistrations: { totalCount: list === 'rows' ? rows.length : 0, items: list === 'rows' ? rows : [] },
      GetListByUnitID: params,
      GetPasswordStrength: { isValid: true, level: 'medium', score: 3, unmetRules: [], minLength: 8 },
      IsUnitNameAvailable: { state: 3, unitId: null },
    };
    if (call === 'GetRegistrations' && list === 'loading') return new Promise<T>(() => {});
    return (answers[call] ?? null) as T;
  };
  return { get: answer, post: answer, put: answer, delete: answer };
}
