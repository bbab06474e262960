import { Type } from 'typebox';
import { Id, Input, Nullable, Str } from '../../../contracts/common';

// Wire shapes of BuReport (docs/api.md). Field names are the product's wire names (reportSchedule is the
// report's status, preStatus the consignment's, mailNumber the express number, val the number to set).

const Time = Type.String({ format: 'date-time' });
const ReportStatusValue = Type.Integer({ minimum: 10, maximum: 50, multipleOf: 10 });
const Statuses = Type.Optional(Type.Array(ReportStatusValue, { maxItems: 5 }));
const IsoDate = Type.Union([Type.String({ format: 'date' }), Type.String({ format: 'date-time', maxLength: 40 })]);
const Ids = Type.Array(Id(), { minItems: 1, maxItems: 1000 });

export const StatusCounts = Type.Array(Type.Object({ reportStatus: Type.Integer(), count: Type.Integer() }));

export const ConsignScheduleQuery = {
  testUnitName: Type.Optional(Str(128)),
  consignCode: Type.Optional(Str(64)),
  beginConsignTime: Type.Optional(IsoDate),
  endConsignTime: Type.Optional(IsoDate),
  reportStatus: Statuses,
};

export const ConsignScheduleRow = Type.Object({
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
});

export const ConsignScheduleList = Type.Object({ totalCount: Type.Integer(), items: Type.Array(ConsignScheduleRow) });

export const ReportScheduleQuery = {
  search: Type.Optional(Str(128)),
  preType: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  reportStatus: Statuses,
};

export const ReportRecord = Type.Object({
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
  projectName: Nullable(Type.String()),
});

export const ReportScheduleList = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(ReportRecord),
  statusCounts: StatusCounts,
});

export const UpdateStatusBody = Input({ reportIds: Ids, reportStatus: ReportStatusValue });

export const MailNumberBody = Input({
  reportIds: Ids,
  val: Str(64, { minLength: 1, description: 'the express number' }),
  expressBusiness: Type.Optional(Nullable(Str(64, { description: 'the carrier' }))),
});

export const CreateReportBody = Input({
  consignId: Id(),
  reportNumber: Str(64, { minLength: 1 }),
  testContent: Type.Optional(Nullable(Str(500))),
  authCode: Type.Optional(
    Nullable(Type.String({ pattern: '^[A-Za-z0-9]{6,32}$', description: 'blank: the server generates one' })),
  ),
});

export const CreatedReport = Type.Object({
  id: Id(),
  reportNumber: Type.String(),
  reportStatus: Type.Integer(),
  authCode: Type.String(),
});

export const VerifyQuery = Input({ reportNumber: Str(64, { minLength: 1 }), authCode: Str(32, { minLength: 1 }) });

export const VerifyResult = Type.Object({
  genuine: Type.Boolean(),
  report: Nullable(
    Type.Object({
      reportNumber: Type.String(),
      reportStatus: Type.Integer(),
      reportStatusStr: Type.String(),
      testUnitName: Type.String(),
      issueTime: Nullable(Time),
    }),
  ),
});
