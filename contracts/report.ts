import { type Static, Type } from 'typebox';
import { Id, Input, IsoDate, Nullable, named, OneOf, PagedResult, pagedQuery, Str, Time } from './common';
import { CUSTODY_ACTIONS } from './sample-label';

// Wire shapes of BuReport (docs/api.md). Field names are the product's wire names (reportSchedule is the
// report's status, preStatus the consignment's, mailNumber the express number, val the number to set).

const ReportStatusValue = Type.Integer({ minimum: 10, maximum: 50, multipleOf: 10 });
const Statuses = Type.Optional(Type.Array(ReportStatusValue, { maxItems: 5 }));
const Ids = Type.Array(Id(), { minItems: 1, maxItems: 1000 });

/** The live (not voided) sample label codes of the report's consignment: the samples the report stands on. */
const LabelCodes = Type.Array(Type.String(), { description: "the samples' label codes, in sample order" });

export const StatusCounts = named(
  'ReportStatusCounts',
  Type.Array(Type.Object({ reportStatus: Type.Integer(), count: Type.Integer() })),
);
export type StatusCounts = Static<typeof StatusCounts>;

/**
 * Reports issued between two UTC calendar days, both included (as the consignment lists' consignStartTime and
 * consignEndTime read theirs): the time the dashboards' "reports issued" counts. A report not issued yet has none.
 */
const issueDates = { issueStartTime: Type.Optional(IsoDate), issueEndTime: Type.Optional(IsoDate) };

const consignScheduleFilters = {
  testUnitName: Type.Optional(Str(128)),
  consignCode: Type.Optional(Str(64)),
  beginConsignTime: Type.Optional(IsoDate),
  endConsignTime: Type.Optional(IsoDate),
  ...issueDates,
  reportStatus: Statuses,
};

/** GetReportConsignSchedule and its count: the filters and the page. */
export const ConsignScheduleQuery = Input({ ...consignScheduleFilters, ...pagedQuery });
export type ConsignScheduleQuery = Static<typeof ConsignScheduleQuery>;

export const ConsignScheduleRow = named(
  'ConsignScheduleRow',
  Type.Object({
    id: Id(),
    consignId: Id(),
    reportNumber: Type.String(),
    reportSchedule: Type.Integer(),
    reportScheduleStr: Type.String(),
    testContent: Nullable(Type.String()),
    mailNumber: Nullable(Type.String()),
    expressBusiness: Nullable(Type.String()),
    issueTime: Nullable(Time),
    deliverTime: Nullable(Time),
    testUnitName: Type.String(),
    consignCode: Type.String(),
    consignType: Type.Integer(),
    preStatus: Type.Integer(),
    preStatusStr: Type.String(),
    consignFormaNumber: Nullable(Type.String()),
    consignTime: Time,
    acceptTime: Nullable(Time),
    consignUnitName: Type.String(),
    projectName: Nullable(Type.String()),
    reportPdfId: Nullable(
      Id('the newest report PDF once the report is issued (FileService/DownloadFileByAccessoryId?id=); null before'),
    ),
    labelCodes: LabelCodes,
  }),
);
export type ConsignScheduleRow = Static<typeof ConsignScheduleRow>;

export const ConsignScheduleList = named('ConsignScheduleList', PagedResult(ConsignScheduleRow));
export type ConsignScheduleList = Static<typeof ConsignScheduleList>;

const reportScheduleFilters = {
  testUnitId: Type.Optional(Id("one lab's reports (admin's lab filter; a lab sees only its own)")),
  search: Type.Optional(Str(128)),
  preType: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  ...issueDates,
  reportStatus: Statuses,
};

/** GetReportSchedule: the lab's search, type and statuses, and the page. */
export const ReportScheduleQuery = Input({ ...reportScheduleFilters, ...pagedQuery });
export type ReportScheduleQuery = Static<typeof ReportScheduleQuery>;

export const ReportRecord = named(
  'ReportRecord',
  Type.Object({
    id: Id(),
    reportID: Id(),
    consignInfoID: Id(),
    reportNumber: Type.String(),
    reportStatus: Type.Integer(),
    reportStatusStr: Type.String(),
    testContent: Nullable(Type.String()),
    expressNumber: Nullable(Type.String()),
    expressBusiness: Nullable(Type.String()),
    authCode: Type.String(),
    issueTime: Nullable(Time),
    consignCode: Type.String(),
    consignType: Type.Integer(),
    consignTypeStr: Type.String(),
    consignTime: Time,
    consignStatus: Type.Integer(),
    consignStatusStr: Type.String(),
    consignUnitName: Type.String(),
    testUnitId: Id(),
    testUnitName: Type.String(),
    projectName: Nullable(Type.String()),
    labelCodes: LabelCodes,
  }),
);
export type ReportRecord = Static<typeof ReportRecord>;

export const ReportScheduleList = named(
  'ReportScheduleList',
  Type.Object({
    totalCount: Type.Integer(),
    items: Type.Array(ReportRecord),
    statusCounts: StatusCounts,
  }),
);
export type ReportScheduleList = Static<typeof ReportScheduleList>;

export const UpdateStatusBody = named(
  'UpdateReportStatusBody',
  Input({ reportIds: Ids, reportStatus: ReportStatusValue }),
);
export type UpdateStatusBody = Static<typeof UpdateStatusBody>;

export const MailNumberBody = named(
  'ReportMailNumberBody',
  Input({
    reportIds: Ids,
    val: Str(64, { minLength: 1, description: 'the express number' }),
    expressBusiness: Type.Optional(Nullable(Str(64, { description: 'the carrier' }))),
  }),
);
export type MailNumberBody = Static<typeof MailNumberBody>;

export const CreateReportBody = named(
  'CreateReportBody',
  Input({
    consignId: Id(),
    reportNumber: Str(64, { minLength: 1 }),
    testContent: Type.Optional(Nullable(Str(500))),
    authCode: Type.Optional(
      Nullable(Type.String({ pattern: '^[A-Za-z0-9]{6,32}$', description: 'blank: the server generates one' })),
    ),
  }),
);
export type CreateReportBody = Static<typeof CreateReportBody>;

export const CreatedReport = named(
  'CreatedReport',
  Type.Object({
    id: Id(),
    reportNumber: Type.String(),
    reportStatus: Type.Integer(),
    authCode: Type.String(),
  }),
);
export type CreatedReport = Static<typeof CreatedReport>;

export const VerifyQuery = Input({ reportNumber: Str(64, { minLength: 1 }), authCode: Str(32, { minLength: 1 }) });
export type VerifyQuery = Static<typeof VerifyQuery>;

/**
 * One step of a sample's custody as the public check shows it: no photos, no phone, no note, the person's name masked
 * (its first character kept) and the place rounded to two decimals (about a kilometre).
 */
export const PublicCustodyStep = named(
  'PublicCustodyStep',
  Type.Object({
    action: OneOf(CUSTODY_ACTIONS),
    at: Time,
    actorName: Nullable(Type.String({ description: 'masked: first character, then *' })),
    actorUnit: Nullable(Type.String()),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
  }),
);
export type PublicCustodyStep = Static<typeof PublicCustodyStep>;

/** A sample behind a genuine report: its label code, name and chain of custody, oldest step first. */
export const PublicSample = named(
  'PublicSample',
  Type.Object({ labelCode: Type.String(), sampleName: Type.String(), trail: Type.Array(PublicCustodyStep) }),
);
export type PublicSample = Static<typeof PublicSample>;

export const VerifyResult = named(
  'ReportVerifyResult',
  Type.Object({
    genuine: Type.Boolean(),
    report: Nullable(
      Type.Object({
        reportNumber: Type.String(),
        reportStatus: Type.Integer(),
        reportStatusStr: Type.String(),
        testUnitName: Type.String(),
        issueTime: Nullable(Time),
        samples: Type.Array(PublicSample),
      }),
    ),
  }),
);
export type VerifyResult = Static<typeof VerifyResult>;
