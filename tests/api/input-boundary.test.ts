import { count, eq } from 'drizzle-orm';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accessories, consignUnits, projects, users } from '../../server/db/schema/index';
import { call, content, type FilesFixture, filePart, multipart, setupFiles, upload } from './files-fixture';
import { envelopeOf } from './helpers';

// The input boundary (server/plugins/input-text.ts, the contract keywords of server/lib/validation.ts): a control
// character in a query value, a path param, a JSON body or a form field is a 400 naming the field, never a 500
// (PostgreSQL refuses NUL in text) and never a changed row; names and file names are kept without the invisible
// characters that reorder or hide what people read.

let f: FilesFixture;
beforeAll(async () => {
  // A route with a path param (the product's routes take none), to show params pass the same boundary.
  f = await setupFiles('local', {
    configure: (app) => {
      app.get('/api/boundary-probe/:name', async (request) => request.params);
    },
  });
}, 60_000);
afterAll(() => f?.close());

const API = '/api/services/app';
const inject = (method: 'GET' | 'POST', url: string, payload?: object, who?: 'admin' | 'consignor') =>
  f.t.app.inject({
    method,
    url,
    payload,
    headers: { 'accept-language': 'en', ...(who ? f.t.auth(f.tok[who]) : {}) },
  });

/** A 400 whose validation errors name `member` and whose message says what is wrong, in words. */
function refusedNaming(response: Response, member: string) {
  expect(response.statusCode, `${member}: ${response.body}`).toBe(400);
  const errors = envelopeOf(response).error?.validationErrors ?? [];
  expect(errors.flatMap((e) => e.members)).toContain(member);
  expect(errors.map((e) => e.message).join(' ')).toMatch(/control character/);
}

async function rowCounts() {
  const [[u], [c], [p], [a]] = await Promise.all([
    f.t.db.select({ n: count() }).from(users),
    f.t.db.select({ n: count() }).from(consignUnits),
    f.t.db.select({ n: count() }).from(projects),
    f.t.db.select({ n: count() }).from(accessories),
  ]);
  return [u?.n, c?.n, p?.n, a?.n];
}

describe('control characters', () => {
  test('a NUL in the routes that answered 500 is a 400 naming the field', async () => {
    const cases: [string, Promise<Response>][] = [
      [
        'userNameOrEmailAddress',
        inject('POST', '/api/TokenAuth/Authenticate', { userNameOrEmailAddress: 'admin\u0000', password: 'x' }),
      ],
      ['path', inject('GET', `${API}/FileService/DownloadFile?path=images%2F%00.png`, undefined, 'admin')],
      ['keyword', inject('GET', `${API}/User/GetAll?keyword=ad%00min`, undefined, 'admin')],
      ['reportNumber', inject('GET', `${API}/BuReport/VerifyReport?reportNumber=R%00&authCode=123456`)],
      ['unitName', inject('POST', `${API}/Account/IsUnitNameAvailable`, { unitName: '单位\u0000' })],
    ];
    for (const [member, response] of cases) refusedNaming(await response, member);
  });

  test('in a path param as well', async () => {
    const probe = (name: string) => inject('GET', `/api/boundary-probe/${name}`);
    refusedNaming(await probe('a%00b'), 'name');
    expect(envelopeOf(await probe('plain')).result).toEqual({ name: 'plain' });
  });

  test('across services, each C0 control but tab and line breaks is refused, nested members named, no row changed', async () => {
    const before = await rowCounts();
    const controls = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f'];
    for (const control of controls) {
      const cases: [string, Promise<Response>][] = [
        ['projectName', inject('POST', `${API}/BaProject/InsertProject`, { projectName: `P${control}` }, 'consignor')],
        [
          'description',
          inject(
            'POST',
            `${API}/BaProject/InsertProject`,
            { projectName: 'P', description: `a${control}` },
            'consignor',
          ),
        ],
        [
          'name',
          inject(
            'POST',
            `${API}/User/Create`,
            { userName: 'boundary1', password: 'Bound#1234', name: `N${control}` },
            'admin',
          ),
        ],
        [
          'roleNames.0',
          inject('POST', `${API}/User/Create`, { userName: 'boundary2', roleNames: [`r${control}`] }, 'admin'),
        ],
        ['name', inject('POST', `${API}/ConsginUnit/Create`, { name: `U${control}` }, 'admin')],
        [
          'mobile',
          inject('POST', `${API}/ValidateCodeService/SendValidateCodeToMobile`, {
            mobile: `136${control}`,
            sendCodeType: 1,
          }),
        ],
      ];
      for (const [member, response] of cases) refusedNaming(await response, member);
    }
    expect(await rowCounts()).toEqual(before);
  });

  test('free text keeps tabs and line breaks; a single line (a name) refuses them', async () => {
    const kept = await inject(
      'POST',
      `${API}/BaProject/InsertProject`,
      { projectName: 'Line breaks', description: 'first line\r\nsecond\tline' },
      'consignor',
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(envelopeOf<{ description: string }>(kept).result?.description).toBe('first line\r\nsecond\tline');
    for (const name of ['two\nlines', 'a\ttab']) {
      refusedNaming(
        await inject('POST', `${API}/BaProject/InsertProject`, { projectName: name }, 'consignor'),
        'projectName',
      );
      refusedNaming(await inject('POST', `${API}/Account/IsUnitNameAvailable`, { unitName: name }), 'unitName');
    }
  });

  test('in multipart form fields, streamed or read whole: a 400 naming the field, nothing stored', async () => {
    const [keys, before] = [await f.storedKeys(), await rowCounts()];
    refusedNaming(
      await upload(f, 'lab', 'uploadFile', [{ name: 'dirName', value: 'a\u0000b' }, filePart('a.pdf', content.pdf())]),
      'dirName',
    );
    refusedNaming(
      await upload(f, 'consignor', 'uploadAccessory', [
        { name: 'foreignKey', value: `${f.unit.consignor}\u0007` },
        filePart('a.pdf', content.pdf()),
      ]),
      'foreignKey',
    );
    const { payload, 'content-type': type } = multipart([
      { name: 'note', value: 'a\u0000b' },
      filePart('me.png', content.png, 'image/png'),
    ]);
    refusedNaming(
      await f.t.app.inject({
        method: 'POST',
        url: `${API}/User/UploadAvatar`,
        headers: { ...f.t.auth(f.tok.consignor), 'content-type': type, 'accept-language': 'en' },
        payload,
      }),
      'note',
    );
    expect(await f.storedKeys()).toEqual(keys);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('invisible format characters', () => {
  test('a file named with a right-to-left override is kept and served without it', async () => {
    const stored = await upload(f, 'lab', 'uploadFile', [filePart('invoice\u202Efdp.exe.pdf', content.pdf())]);
    expect(stored.statusCode, stored.body).toBe(200);
    const { fileName, path } = envelopeOf<{ fileName: string; path: string }>(stored).result ?? {
      fileName: '',
      path: '',
    };
    expect(fileName).toBe('invoicefdp.exe.pdf');
    const served = await call(f, 'lab', 'GET', `DownloadFile?path=${encodeURIComponent(path)}`);
    expect(served.statusCode).toBe(200);
    expect(decodeURIComponent(String(served.headers['content-disposition']))).not.toMatch(/\u202E/);
    expect(decodeURIComponent(String(served.headers['content-disposition']))).toContain('invoicefdp.exe.pdf');
  });

  test('unit and user names are stored without bidi controls and zero-width characters', async () => {
    const unit = await inject(
      'POST',
      `${API}/ConsginUnit/Create`,
      { name: '\u202E建设\u200B有限公司\u2066', regPhone: '+86 136-1234-0001' },
      'admin',
    );
    expect(unit.statusCode, unit.body).toBe(200);
    const [row] = await f.t.db
      .select({ name: consignUnits.name, phone: consignUnits.regPhone })
      .from(consignUnits)
      .where(eq(consignUnits.name, '建设有限公司'));
    expect(row).toEqual({ name: '建设有限公司', phone: '13612340001' });

    const user = await inject(
      'POST',
      `${API}/User/Create`,
      {
        userName: 'bidi.user',
        password: 'Bidi#12345',
        name: 'Ann\u200F\u202Dgnp.exe',
        phoneNumber: '0086 136 1234 0002',
        unitId: f.unit.lab2,
        unitType: 2,
        roleNames: ['lab'],
      },
      'admin',
    );
    expect(user.statusCode, user.body).toBe(200);
    const [stored] = await f.t.db
      .select({ name: users.name, phone: users.phoneNumber })
      .from(users)
      .where(eq(users.userName, 'bidi.user'));
    expect(stored).toEqual({ name: 'Anngnp.exe', phone: '13612340002' });
  });
});
