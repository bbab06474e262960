import type { Part } from './files-fixture';

// Every call the specification lists, as an outside client written from it sends it: the specification's field
// names, null written as an empty query value, its parameter placement (the query for simple parameters, the body
// for a form). Run in order by tests/api/spec-compat.test.ts on one app: a row may keep ids from its answer (`keep`)
// for the rows after it. A row answers a success envelope unless it names the documented refusal (`refused`).

export type Caller =
  | 'anonymous'
  | 'admin'
  | 'lab'
  | 'lab2'
  | 'consignor'
  | 'consignor2'
  | 'host'
  | 'lims'
  /** The account User/CreateUserBySys makes for the lab BaTestUnit/AddTestUnit made (signed in when first used). */
  | 'newLab';
/** The ids the rows share: the start's (spec-compat.test.ts) and those the rows keep. */
export type Ids = Record<string, string>;
type Value = string | number | boolean | null | readonly string[] | readonly number[];

export interface SpecCall {
  /** The method and the path after `/api/services/app/` (or after `/api/` for TokenAuth). */
  call: string;
  as: Caller;
  query?: (ids: Ids) => Record<string, Value>;
  body?: (ids: Ids) => unknown;
  /** A multipart/form-data upload. */
  form?: (ids: Ids) => Part[];
  /** The answer is a file, not an envelope. */
  file?: true;
  /** The documented refusal: its status and the members its validation errors name. */
  refused?: { status: number; members?: string[] };
  keep?: (result: never, ids: Ids) => void;
}

/** The account of the lab BaTestUnit/AddTestUnit makes, made by User/CreateUserBySys. */
export const NEW_LAB_ACCOUNT = { userName: 'specunituser', password: 'Spec#12345' };

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const image = (name = 'file'): Part[] => [{ name, filename: 'a.png', type: 'image/png', content: png }];
const paged = { skipCount: 0, maxResultCount: 10 };
const id = (key: string) => (ids: Ids) => ({ id: ids[key] as string });
/** Keeps the id of the record the call made under `key`. */
const keepId = (key: string) => (result: { id: string }, ids: Ids) => {
  ids[key] = result.id;
};
const today = new Date().toISOString().slice(0, 10);

export const SPEC_CALLS: readonly SpecCall[] = [
  // Auth and account
  {
    call: 'POST TokenAuth/Authenticate',
    as: 'anonymous',
    body: () => ({ UserNameOrEmailAddress: ' consignor ', password: 'Demo#1234', RememberClient: true }),
  },
  // WeChat sign-in is off unless configured: 404, the documented refusal (tests/api/third-auth.test.ts signs in).
  {
    call: 'POST TokenAuth/WeixinRedirect',
    as: 'anonymous',
    body: () => ({ code: 'c', state: 's' }),
    refused: { status: 404 },
  },
  { call: 'GET TokenAuth/GetUserInfo', as: 'consignor', query: () => ({ webUrl: null }) },
  { call: 'GET TokenAuth/GetExternalAuthenticationProviders', as: 'anonymous' },
  {
    call: 'POST TokenAuth/ExternalAuthenticate',
    as: 'anonymous',
    body: () => ({ authProvider: 'WeChat', providerKey: 'k', providerAccessCode: 'c' }),
    refused: { status: 404 },
  },
  { call: 'POST Account/IsTenantAvailable', as: 'anonymous', body: () => ({ tenancyName: 'Default' }) },
  // ABP's registration form has no mobile, unit or SMS code, which a consigning unit's account needs.
  {
    call: 'POST Account/Register',
    as: 'anonymous',
    body: () => ({
      name: 'Li',
      surname: 'Lei',
      userName: 'speccompat',
      emailAddress: 'li@example.com',
      password: 'Spec#12345',
      captchaResponse: 'x',
    }),
    refused: { status: 400, members: ['unitName', 'mobile', 'validateCode'] },
  },
  { call: 'GET Session/GetCurrentLoginInformations', as: 'consignor' },

  // System parameters (the unit type the product uses is 2)
  { call: 'GET BaSystemControlParam/GetTestUnitInfoByConsignPlatURL', as: 'anonymous', query: () => ({ url: null }) },
  { call: 'GET BaSystemControlParam/GetTestUnitInfoByConsignPlatURLCore', as: 'anonymous', query: () => ({ url: '' }) },
  {
    call: 'GET BaSystemControlParam/GetListByUnitID',
    as: 'lab',
    query: (ids) => ({ unitType: 2, unitId: ids.labId as string }),
  },
  {
    call: 'GET BaSystemControlParam/GetByParamCode',
    as: 'lab',
    query: (ids) => ({ unitType: 2, unitID: ids.labId as string, paramCode: 'IsEnableProjectContractSectName' }),
  },
  {
    call: 'POST BaSystemControlParam/SetParamValues',
    as: 'lab',
    body: (ids) => ({
      unitType: 2,
      unitID: ids.labId,
      paramValues: [{ paramCode: 'IsEnableProjectContractSectName', paramValue: '1' }],
    }),
  },

  // Projects
  {
    call: 'GET BaProject/GetProjectList',
    as: 'consignor',
    query: () => ({ search: null, ...paged, getMyProject: null, ShowContractSectName: null }),
  },
  {
    call: 'POST BaProject/InsertProject',
    as: 'consignor',
    body: () => ({ projectName: 'Spec project', projectCode: 'SP-1', contractSectName: 'A1', description: null }),
    keep: keepId('project'),
  },
  {
    call: 'PUT BaProject/UpdateProject',
    as: 'consignor',
    body: (ids) => ({ id: ids.project, projectName: 'Spec project 2', projectCode: 'SP-1', contractSectName: 'A2' }),
  },
  { call: 'GET BaProject/GetProjectById', as: 'consignor', query: id('project') },
  { call: 'DELETE BaProject/DeleteProject', as: 'consignor', query: id('project') },

  // Testing units
  {
    call: 'POST BaTestUnit/AddTestUnit',
    as: 'admin',
    body: () => ({
      testUnitName: 'Spec lab',
      contactPhone: '0571-88886666',
      sheng: '浙江',
      shi: '杭州',
      logoPath: null,
    }),
    keep: keepId('newLab'),
  },
  {
    call: 'PUT BaTestUnit/UpdateTestUnit',
    as: 'admin',
    body: (ids) => ({ id: ids.newLab, testUnitName: 'Spec lab 2', inroduce: 'x', tuQualification: [] }),
  },
  { call: 'GET BaTestUnit/GetTestUnitById', as: 'admin', query: (ids) => ({ testUnitID: ids.newLab as string }) },
  { call: 'GET BaTestUnit/GetTestUnit', as: 'admin', query: () => ({ ...paged }) },
  {
    call: 'GET BaTestUnit/GetAllUnit',
    as: 'consignor',
    query: () => ({
      nameKey: null,
      sheng: null,
      shi: null,
      qualificationName: null,
      qualificationSort: null,
      currPage: 1,
      maxPage: 10,
    }),
  },
  { call: 'GET BaTestUnit/GetUnitDetail', as: 'consignor', query: (ids) => ({ id: ids.labId as string }) },
  { call: 'GET BaTestUnit/GetTestUnitConfig', as: 'consignor', query: (ids) => ({ unitId: ids.labId as string }) },
  { call: 'GET BaTestUnit/Get', as: 'admin', query: id('newLab') },
  { call: 'GET BaTestUnit/GetAll', as: 'admin', query: () => ({ keyword: null, ...paged }) },
  {
    call: 'POST BaTestUnit/Create',
    as: 'admin',
    body: () => ({ testUnitName: 'Spec lab 3', isActive: true }),
    keep: keepId('thirdLab'),
  },
  { call: 'PUT BaTestUnit/Update', as: 'admin', body: (ids) => ({ id: ids.thirdLab, testUnitName: 'Spec lab 4' }) },
  {
    call: 'POST BaTestUnit/ChangeTestUnitActive',
    as: 'admin',
    body: (ids) => ({ unitId: ids.thirdLab, isActive: false }),
  },
  { call: 'DELETE BaTestUnit/Delete', as: 'admin', query: id('thirdLab') },

  // Consignments
  {
    call: 'GET BuConsignInfo/GetRawMateriaConsignInfoList',
    as: 'consignor',
    query: () => ({ keyword: null, consignStatuses: [10, 20], consignStartTime: null, ...paged }),
  },
  {
    call: 'GET BuConsignInfo/GetRawMateriaConsignInfoList_Mobile',
    as: 'consignor',
    query: () => ({
      testUnitName: null,
      keyword: '',
      consignStartTime: null,
      consignEndTime: today,
      consignStatuses: null,
      ...paged,
    }),
  },
  {
    call: 'POST BuConsignInfo/SetMailOrderNumber',
    as: 'consignor',
    body: (ids) => ({ consignInfoIds: [ids.accepted], mailOrderNumber: 'SF1234567890' }),
  },
  {
    call: 'POST BuConsignInfo/CreateRawMateriaConsingInfo',
    as: 'consignor',
    body: (ids) => ({ testUnitId: ids.labId, consignUnitId: ids.consignorUnitId, consginTestType: 1, isSaved: false }),
    keep: keepId('created'),
  },
  { call: 'GET BuConsignInfo/GetConsingInfo', as: 'consignor', query: id('created') },
  {
    call: 'POST BuConsignInfo/SaveConsignInfo',
    as: 'consignor',
    body: (ids) => ({
      id: ids.created,
      testUnitId: ids.labId,
      projectId: ids.projectId,
      projectName: 'ignored',
      linkPerson: '张三',
      linkPersonPhone: '13800138000',
      consginTestType: 1,
      isSaved: true,
      rollbackCause: null,
      testUnitConfig: { isConsignSingleSample: false },
    }),
  },
  {
    call: 'POST BuConsignInfo/CopyConsignInfo',
    as: 'consignor',
    body: (ids) => ({ consignInfoIds: [ids.draft], description: 'copy' }),
  },
  {
    call: 'POST BuConsignInfo/CommitConsignInfo',
    as: 'consignor',
    query: (ids) => ({ consignInfoIds: [ids.draft as string], description: null }),
  },
  {
    call: 'DELETE BuConsignInfo/DeleteConsignInfo',
    as: 'consignor',
    query: (ids) => ({ ids: [ids.created as string], description: '' }),
  },
  {
    call: 'POST BuConsignInfo/NoPassAuditConsignInfo',
    as: 'lab',
    query: (ids) => ({ consignInfoIds: [ids.toRefuse as string], description: 'incomplete' }),
  },
  {
    call: 'POST BuConsignInfo/PassAuditConsignInfo',
    as: 'lab',
    query: (ids) => ({ consignInfoIds: [ids.toPass as string], description: null }),
  },
  {
    call: 'POST BuConsignInfo/CancelConsignInfo',
    as: 'consignor',
    query: (ids) => ({ consignInfoIds: [ids.toCancel as string], description: 'not needed' }),
  },
  { call: 'POST BuConsignInfo/ConfirmSample', as: 'lab', query: (ids) => ({ ids: [ids.toPass as string] }) },
  {
    call: 'POST BuConsignInfo/SyncUpdateConsignInfo',
    as: 'lab',
    query: (ids) => ({ ids: [ids.toPass as string], description: 'synced' }),
  },
  { call: 'GET BuConsignInfo/GetConsignLog', as: 'consignor', query: (ids) => ({ consignId: ids.toPass as string }) },
  {
    call: 'GET BuConsignInfo/GetPreConsignInfoLinkSample',
    as: 'lab',
    query: () => ({ search: null, consignType: null, consignStatus: null, sortOrder: null, sortProp: null, ...paged }),
  },
  {
    call: 'GET BuConsignInfo/GetPreSiteOtherInfoByTestUnitId',
    as: 'consignor',
    query: (ids) => ({ testUnitId: ids.labId as string, consignId: null }),
  },
  {
    call: 'GET BuConsignInfo/GetTuQualificationsByTestUnitId',
    as: 'consignor',
    query: (ids) => ({ testUnitId: ids.labId as string }),
  },
  { call: 'GET BuConsignInfo/GetCreatePreSiteConsign', as: 'consignor', query: () => ({ consignType: 2, id: null }) },
  {
    call: 'PUT BuConsignInfo/UpdatePreSiteConsign',
    as: 'consignor',
    body: (ids) => ({
      id: null,
      consignType: 2,
      testUnitId: ids.labId,
      projectId: ids.projectId,
      linkPerson: '张三',
      linkPersonPhone: '13800138000',
      expectTestTime: `${today}T08:00:00.000Z`,
      consignStatusText: 'ignored',
      preSiteOtherInfo: { qualifications: [], baAddresss: [] },
    }),
    keep: keepId('booking'),
  },
  {
    call: 'GET BuConsignInfo/GetSitePreConsignInfoList',
    as: 'consignor',
    query: () => ({ search: null, consignType: null, consignStatus: null, ...paged }),
  },

  // Reports
  {
    call: 'GET BuReport/GetReportConsignSchedule',
    as: 'consignor',
    query: () => ({
      testUnitName: null,
      consignCode: null,
      beginConsignTime: null,
      endConsignTime: null,
      reportStatus: null,
      ...paged,
    }),
  },
  {
    call: 'GET BuReport/GetReportConsignScheduleCount',
    as: 'consignor',
    query: () => ({ testUnitName: '', consignCode: '', beginConsignTime: '', endConsignTime: '', reportStatus: '' }),
  },
  {
    call: 'GET BuReport/GetReportSchedule',
    as: 'lab',
    query: () => ({ search: null, preType: null, reportStatus: null, ...paged }),
  },
  {
    call: 'PUT BuReport/UpdateReportStatus',
    as: 'lab',
    body: (ids) => ({ reportIds: [ids.report], reportStatus: 40 }),
  },
  {
    call: 'POST BuReport/ReportMailNumberSetting',
    as: 'lab',
    body: (ids) => ({ reportIds: [ids.report], val: 'YT1234567' }),
  },

  // Samples
  {
    call: 'POST BuSampleInfo/CreateBuSampleParamInfo',
    as: 'consignor',
    body: (ids) => ({
      consignId: ids.draft2,
      testUnitSampleId: ids.catalogueSample,
      tuTestParamIds: [ids.param],
      sampleNameLink: null,
      bigCategoryId: null,
      id: null,
    }),
    keep: keepId('sample'),
  },
  {
    call: 'POST BuSampleInfo/CreateBuSampleParamInfoMigModel',
    as: 'consignor',
    body: (ids) => ({
      consignId: ids.draft2,
      samples: [{ testUnitSampleId: ids.catalogueSample, tuTestParamIds: [ids.param], bigCategoryId: null }],
    }),
  },
  {
    call: 'POST BuSampleInfo/CreateChildBuSampleParamInfo',
    as: 'consignor',
    body: (ids) => ({ buSampleInfoId: ids.sample, children: [{ ageWaitTime: 7, orderIndex: 0, projectPart: null }] }),
  },
  {
    call: 'POST BuSampleInfo/SaveBuSampleInfo',
    as: 'consignor',
    body: (ids) => ({
      id: ids.sample,
      consignId: ids.draft2,
      testUnitSampleId: ids.catalogueSample,
      testGroupCount: 2,
      specificationType: 'P.O 42.5',
      tuSampleParamIds: [{ tuTestParamId: ids.param, tuTestParamCount: 2, tuTestParamName: 'ignored' }],
      buSampleChild: [{ ageWaitTime: 28, orderIndex: 0, buTestSampleId: ids.sample }],
    }),
  },
  { call: 'POST BuSampleInfo/CopyBuSampleInfo', as: 'consignor', body: id('sample') },
  {
    call: 'POST BuSampleInfo/PreSiteSampleByConsignId',
    as: 'consignor',
    body: (ids) => ({
      consignId: ids.booking,
      samples: [{ testUnitSampleId: ids.catalogueSample, tuSampleParamIds: [{ tuTestParamId: ids.param }] }],
    }),
  },
  {
    call: 'GET BuSampleInfo/GetSelectRefSampleByTestUnitIdAndProjectId',
    as: 'consignor',
    query: (ids) => ({ testUnitId: ids.labId as string, projectId: ids.projectId as string, consignId: null }),
  },
  {
    call: 'GET BuSampleInfo/GetAddConsignInfoBuSampleByConsignInfoId',
    as: 'consignor',
    query: (ids) => ({ consignInfoId: ids.draft2 as string }),
  },
  { call: 'GET BuSampleInfo/GetBuSampleInfo', as: 'consignor', query: id('sample') },
  { call: 'GET BuSampleInfo/GetTuTestParamsByBuSampleParamInfoId', as: 'consignor', query: id('sample') },
  {
    call: 'GET BuSampleInfo/GetBuSampleParamsByBuSampleInfoId',
    as: 'consignor',
    query: (ids) => ({ buSampleInfoId: ids.sample as string }),
  },
  {
    call: 'GET BuSampleInfo/GetBuSamplePropertyInfoInputDtosByBuSampleInfoId',
    as: 'consignor',
    query: (ids) => ({ buSampleInfoId: ids.sample as string }),
  },
  {
    call: 'GET BuSampleInfo/GetBuSamplePropertyInfoByTuSampleInfoId',
    as: 'consignor',
    query: (ids) => ({ tuSampleInfoId: ids.catalogueSample as string }),
  },
  {
    call: 'DELETE BuSampleInfo/DeleteBuSampleInfoByIds',
    as: 'consignor',
    query: (ids) => ({ ids: [ids.sample as string] }),
  },
  {
    call: 'DELETE BuSampleInfo/DeleteBuSampleInfo',
    as: 'consignor',
    query: (ids) => ({ id: ids.otherSample as string }),
  },

  // Other groups
  { call: 'POST Configuration/ChangeUiTheme', as: 'consignor', body: () => ({ theme: '#409EFF' }) },
  { call: 'GET ConsginUnit/GetConsginUnitListBySys', as: 'admin', query: () => ({ keyword: null, ...paged }) },
  { call: 'GET Dashboard/GetStatistic', as: 'lab' },
  { call: 'GET Dashboard/GetStatistic_Mobile', as: 'consignor' },
  { call: 'GET EunmValue/GetEnumValues', as: 'anonymous', query: () => ({ enumTypeName: 'ConsignStatus' }) },

  // FileService
  {
    call: 'POST FileService/uploadImg',
    as: 'consignor',
    form: () => image(),
    keep: (result: { path: string }, ids) => {
      ids.imgPath = result.path;
    },
  },
  {
    call: 'POST FileService/uploadFile',
    as: 'consignor',
    query: () => ({ dirName: 'drawings' }),
    form: () => [{ name: 'file', filename: 'a.pdf', type: 'application/pdf', content: pdf }],
    keep: (result: { path: string }, ids) => {
      ids.filePath = result.path;
    },
  },
  {
    call: 'POST FileService/uploadAccessory',
    as: 'consignor',
    query: (ids) => ({ foreignTable: 'BuConsignInfo', foreignKey: ids.draft2 as string, accessoryType: 'photo' }),
    form: () => image(),
    keep: keepId('accessory'),
  },
  {
    call: 'GET FileService/GetAccessory',
    as: 'consignor',
    query: (ids) => ({ foreignTable: 'BuConsignInfo', foreignKey: ids.draft2 as string, accessoryType: null }),
  },
  {
    call: 'GET FileService/DownloadFile',
    as: 'consignor',
    query: (ids) => ({ path: ids.filePath as string }),
    file: true,
  },
  { call: 'GET FileService/DownloadFileByAccessoryId', as: 'consignor', query: id('accessory'), file: true },
  { call: 'DELETE FileService/Delete', as: 'consignor', query: id('accessory') },
  { call: 'DELETE FileService/DeleteFileByPath', as: 'consignor', query: (ids) => ({ path: ids.imgPath as string }) },

  // ILISIntegration: the lab's integration code as `authCode`, in the query or in a push's body
  {
    call: 'GET ILISIntegration/GetBuConsignInfoList',
    as: 'lims',
    query: (ids) => ({ authCode: ids.limsCode as string, consignStatuses: null, ...paged }),
  },
  {
    call: 'GET ILISIntegration/GetConsignInfoDetail',
    as: 'lims',
    query: (ids) => ({ authCode: ids.limsCode as string, consignInfoId: ids.accepted as string }),
  },
  {
    call: 'POST ILISIntegration/PushConsignStatus',
    as: 'lims',
    body: (ids) => ({
      consignInfoIDs: [ids.accepted],
      consignStatus: 50,
      changeTime: new Date().toISOString(),
      changeDescription: 'received',
      operUserNameFriendly: '张三',
      authCode: ids.limsCode,
    }),
  },
  {
    call: 'POST ILISIntegration/PushConsignBillGenStatus',
    as: 'lims',
    body: (ids) => ({
      consignInfoID: ids.accepted,
      isConsignBillGened: true,
      consignBillFile: 'https://lims.example.com/bill/1',
      authCode: ids.limsCode,
    }),
  },
  {
    call: 'POST ILISIntegration/PushReportInfo',
    as: 'lims',
    body: (ids) => ({
      consignInfoID: ids.accepted,
      reportNumber: 'SPEC-R-1',
      reportStatus: 40,
      testContent: '水泥',
      authCode: ids.limsCode,
    }),
    keep: keepId('limsReport'),
  },
  {
    call: 'POST ILISIntegration/PushExpressInfo',
    as: 'lims',
    body: (ids) => ({ dataType: 2, dataKeys: [ids.limsReport], expressNos: 'SF99', authCode: ids.limsCode }),
  },
  {
    call: 'GET ILISIntegration/GetConsignLog',
    as: 'lims',
    query: (ids) => ({ authCode: ids.limsCode as string, consignInfoId: ids.accepted as string }),
  },

  { call: 'GET QRCodeService/Apk', as: 'anonymous', file: true },
  { call: 'GET Qualification/GetQualificationNameList', as: 'consignor' },
  { call: 'GET Test/GetGuid', as: 'anonymous' },

  // Role
  { call: 'GET Role/GetAllPermissions', as: 'admin' },
  {
    call: 'POST Role/Create',
    as: 'admin',
    body: () => ({
      name: 'SpecRole',
      displayName: 'Spec role',
      normalizedName: 'SPECROLE',
      description: null,
      grantedPermissionNames: ['Pages.Reports.Track'],
    }),
    keep: keepId('role'),
  },
  { call: 'GET Role/GetRoleForEdit', as: 'admin', query: id('role') },
  {
    call: 'PUT Role/Update',
    as: 'admin',
    body: (ids) => ({ id: ids.role, name: 'SpecRole', displayName: 'Spec role 2', isStatic: false, permissions: [] }),
  },
  { call: 'GET Role/Get', as: 'admin', query: id('role') },
  { call: 'GET Role/GetAll', as: 'admin', query: () => ({ keyword: null, ...paged }) },
  { call: 'GET Role/GetRolesAsync', as: 'admin', query: () => ({ permission: null }) },
  { call: 'DELETE Role/Delete', as: 'admin', query: id('role') },

  // SysBaseStandard
  { call: 'GET SysBaseStandard/GetAllStandard', as: 'admin', query: () => ({ ...paged }) },
  {
    call: 'POST SysBaseStandard/Insert',
    as: 'admin',
    body: () => ({ baseStandardName: 'Spec standard', printsManCode: 'JTG SPEC-2026', canDelete: true }),
    keep: keepId('standard'),
  },
  { call: 'DELETE SysBaseStandard/Delete', as: 'admin', query: id('standard') },

  // SysNotice
  {
    call: 'POST SysNotice/Create',
    as: 'admin',
    body: () => ({ title: 'Spec notice', content: '<p>x</p>', noticeType: 1, noticeNo: 'N-1', sendTime: null }),
    keep: keepId('notice'),
  },
  { call: 'GET SysNotice/Get', as: 'admin', query: id('notice') },
  {
    call: 'PUT SysNotice/Update',
    as: 'admin',
    body: (ids) => ({ id: ids.notice, title: 'Spec notice 2', content: 'y', noticeType: 1, sendUserName: 'x' }),
  },
  { call: 'GET SysNotice/GetAll', as: 'admin', query: () => ({ search: null, ...paged }) },
  { call: 'GET SysNotice/GetNoticeByType', as: 'consignor', query: () => ({ noticeType: 1, ...paged }) },
  { call: 'GET SysNotice/GetNoticeNewestByType', as: 'consignor', query: () => ({ noticeType: 1, count: 5 }) },
  { call: 'GET SysNotice/GetHomeNoticeNewest', as: 'consignor', query: () => ({ count: null }) },
  {
    call: 'GET SysNotice/GetNoticeNewestByUnit',
    as: 'consignor',
    query: (ids) => ({ testUnitId: ids.labId as string, count: 5 }),
  },
  { call: 'DELETE SysNotice/Delete', as: 'admin', query: id('notice') },

  // SysTestSample
  {
    call: 'POST SysTestSample/Create',
    as: 'admin',
    body: () => ({ sampleName: 'Spec sample', sampleCode: 'SPEC', parentId: null, levelCode: null, orderIndex: 1 }),
    keep: keepId('sysSample'),
  },
  { call: 'GET SysTestSample/Get', as: 'admin', query: id('sysSample') },
  {
    call: 'PUT SysTestSample/Update',
    as: 'admin',
    body: (ids) => ({ id: ids.sysSample, sampleName: 'Spec sample 2', description: null }),
  },
  { call: 'GET SysTestSample/GetAll', as: 'admin', query: () => ({ search: null, ...paged }) },
  { call: 'GET SysTestSample/GetSysTestSampleDtoByLevelCode', as: 'admin', query: () => ({ levelCode: null }) },
  { call: 'DELETE SysTestSample/Delete', as: 'admin', query: id('sysSample') },

  // Tenant (the host's)
  {
    call: 'POST Tenant/Create',
    as: 'host',
    body: () => ({
      tenancyName: 'spec',
      name: 'Spec tenant',
      adminEmailAddress: 'a@example.com',
      connectionString: null,
    }),
    keep: (result: { tenant: { id: number } }, ids) => {
      ids.tenant = String(result.tenant.id);
    },
  },
  { call: 'GET Tenant/Get', as: 'host', query: id('tenant') },
  {
    call: 'PUT Tenant/Update',
    as: 'host',
    body: (ids) => ({ id: Number(ids.tenant), tenancyName: 'spec', name: 'Spec 2' }),
  },
  { call: 'GET Tenant/GetAll', as: 'host', query: () => ({ keyword: null, isActive: null, ...paged }) },
  { call: 'DELETE Tenant/Delete', as: 'host', query: id('tenant') },

  // ThirdAuth
  { call: 'GET ThirdAuth/GetThirdList', as: 'consignor' },
  // Binding needs the signed ticket a WeChat sign-in hands out; the specification's binding fields are not one.
  {
    call: 'POST ThirdAuth/BindThirdLogin',
    as: 'consignor',
    body: () => ({ userID: null, thirdType: 1, unionFriendlyName: 'x' }),
    refused: { status: 400, members: ['ticket'] },
  },
  // Nothing is bound: unbinding an unknown binding is 404.
  { call: 'POST ThirdAuth/UnBindThird', as: 'consignor', body: (ids) => ({ id: ids.labId }), refused: { status: 404 } },
  // No account is bound to this openid (binding needs a WeChat sign-in): 404.
  {
    call: 'GET ThirdAuth/GetUserByWeChart',
    as: 'consignor',
    query: () => ({ openid: 'o-spec' }),
    refused: { status: 404 },
  },
  { call: 'GET ThirdAuth/GetUserId', as: 'consignor', query: () => ({ thirdType: 1, openid: 'o-spec' }) },

  // TuQualification
  {
    call: 'POST TuQualification/Create',
    as: 'lab',
    body: () => ({ name: 'Spec qualification', sysQualificationId: null, orderIndex: 9, createTime: null }),
    keep: keepId('qualification'),
  },
  { call: 'GET TuQualification/Get', as: 'lab', query: id('qualification') },
  { call: 'PUT TuQualification/Update', as: 'lab', body: (ids) => ({ id: ids.qualification, name: 'Spec q 2' }) },
  { call: 'GET TuQualification/GetAll', as: 'lab', query: () => ({ testUnitId: null }) },
  { call: 'GET TuQualification/GetTuQualifications', as: 'lab', query: (ids) => ({ testUnitId: ids.labId as string }) },
  { call: 'DELETE TuQualification/Delete', as: 'lab', query: id('qualification') },
  {
    call: 'POST TuQualification/AddQualification',
    as: 'lab',
    body: (ids) => ({ testUnitId: null, sysQualificationIds: [ids.sysQualification] }),
  },

  // TuTestParam
  { call: 'GET TuTestParam/GetParamTree', as: 'lab', query: (ids) => ({ testUnitId: ids.labId as string, ...paged }) },
  {
    call: 'GET TuTestParam/GetParamBySampleId',
    as: 'lab',
    query: (ids) => ({ sampleId: ids.catalogueSample as string }),
  },
  {
    call: 'POST TuTestParam/CreateParam',
    as: 'lab',
    body: (ids) => ({
      name: 'Spec parameter',
      description: null,
      testParamCode: 'SPEC-P',
      price: 12.5,
      testSampleId: ids.catalogueSample,
    }),
    keep: keepId('newParam'),
  },
  {
    call: 'PUT TuTestParam/UpdateParam',
    as: 'lab',
    body: (ids) => ({ id: ids.newParam, name: 'Spec parameter 2', testParamCode: 'SPEC-P', price: '13.00', num: 1 }),
  },
  {
    call: 'POST TuTestParam/RefTestParam',
    as: 'lab',
    body: (ids) => ({ sampleId: ids.catalogueSample, paramIds: [ids.newParam] }),
  },
  { call: 'DELETE TuTestParam/DeleteParam', as: 'lab', query: id('newParam') },

  // TuTestSample: the tree, search by name, copy from the system library, import, reset by template, clear
  { call: 'GET TuTestSample/GetSampleTree', as: 'lab', query: (ids) => ({ testUnitId: ids.labId as string }) },
  {
    call: 'GET TuTestSample/SearchTestSample',
    as: 'lab',
    query: (ids) => ({ testUnitId: ids.labId as string, name: '水泥', ...paged }),
  },
  {
    call: 'POST TuTestSample/CopyFromSysTestSample',
    as: 'lab',
    body: (ids) => ({ sysTestSampleId: ids.sysLibrarySample, parentId: null }),
  },

  // User
  { call: 'GET User/GetRoles', as: 'admin' },
  {
    call: 'POST User/Create',
    as: 'admin',
    body: () => ({
      userName: 'specuser',
      name: 'Spec',
      testUnitName: 'ignored',
      isActive: true,
      roleNames: ['admin'],
      password: 'Spec#12345',
      confirmPassword: 'Spec#12345',
      mobile: '13900139000',
      validateCode: null,
    }),
    keep: keepId('user'),
  },
  { call: 'GET User/Get', as: 'admin', query: id('user') },
  {
    call: 'PUT User/Update',
    as: 'admin',
    body: (ids) => ({ id: ids.user, name: 'Spec 2', mobile: '13900139001', userName: 'specuser' }),
  },
  { call: 'GET User/GetAll', as: 'admin', query: () => ({ keyword: null, isActive: null, ...paged }) },
  { call: 'GET User/GetSysUserList', as: 'admin', query: () => ({ keyword: '', ...paged }) },
  { call: 'POST User/ChangeUserActive', as: 'admin', body: (ids) => ({ userId: ids.user, isActive: false }) },
  {
    call: 'POST User/ResetPassword',
    as: 'admin',
    body: (ids) => ({ adminPassword: 'Demo#1234', userId: ids.user, newPassword: 'Spec#54321', userName: 'specuser' }),
  },
  {
    call: 'POST User/CreateUserBySys',
    as: 'admin',
    body: (ids) => ({
      name: 'Spec unit user',
      phoneNumber: '13900139002',
      ...NEW_LAB_ACCOUNT,
      unitId: ids.newLab,
      unitType: 2,
      description: null,
    }),
  },
  // The new lab's account (made just above) imports into, resets and clears a catalogue no consignment uses yet.
  {
    call: 'POST TuTestSample/ImportTestSample',
    as: 'newLab',
    form: (ids) => [
      {
        name: 'file',
        filename: 'catalogue.xlsx',
        type: 'application/octet-stream',
        content: Buffer.from(ids.workbook as string, 'base64'),
      },
    ],
  },
  { call: 'POST TuTestSample/ResetByTemplate', as: 'newLab' },
  { call: 'POST TuTestSample/ClearTestSample', as: 'newLab' },
  { call: 'DELETE User/Delete', as: 'admin', query: id('user') },
  { call: 'POST User/ChangeLanguage', as: 'consignor', body: () => ({ languageName: 'zh' }) },
  { call: 'POST User/GetPasswordStrength', as: 'anonymous', body: () => ({ password: 'Spec#12345' }) },
  { call: 'GET User/GetSysMessageListByUid', as: 'consignor', query: () => ({ ...paged }) },
  { call: 'POST User/UploadUnitImg', as: 'consignor', form: () => image() },
  // The consigning unit's information and addresses, as its user centre keeps them
  { call: 'GET ConsginUnit/Get', as: 'consignor', query: () => ({ id: null }) },
  {
    call: 'PUT ConsginUnit/Update',
    as: 'consignor',
    body: () => ({ regPerson: '李四', regPhone: '0571-88886666', detailAddress: 'x', status: 1, logoPath: null }),
  },
  {
    call: 'POST ConsginUnit/SaveAddress',
    as: 'consignor',
    body: () => ({ person: '李四', personSex: 1, personPhone: '13800138000', addressText: '杭州', isMain: false }),
    keep: keepId('address'),
  },
  { call: 'GET ConsginUnit/GetAddressList', as: 'consignor', query: () => ({ unitId: null }) },
  { call: 'DELETE ConsginUnit/DeleteAddress', as: 'consignor', query: id('address') },
  {
    call: 'POST User/ChangePassword',
    as: 'consignor2',
    body: () => ({ currentPassword: 'Demo#1234', newPassword: 'Spec#12345' }),
  },
  // A code that was never sent: the documented refusal.
  {
    call: 'POST User/ResetPasswordByValidateCode',
    as: 'anonymous',
    body: () => ({ userName: 'consignor', newPassword: 'Spec#12345', validateCode: '000000' }),
    refused: { status: 400 },
  },

  // ValidateCodeService
  {
    call: 'POST ValidateCodeService/SendValidateCodeToMobile',
    as: 'anonymous',
    body: () => ({ userName: null, mobile: '13700137000', validateCode: null, sendCodeType: 1 }),
  },
  {
    call: 'POST ValidateCodeService/VerifyValidateCode',
    as: 'anonymous',
    body: () => ({ mobile: '13700137000', validateCode: '000000', sendCodeType: 1 }),
    refused: { status: 400 },
  },

  // Last: the session ends.
  { call: 'GET TokenAuth/Logout', as: 'consignor' },
];
