// The numbered enumerations (docs/architecture.md "Enumerations"). Display names live in locales/ under
// enums.<Type>.<Name>; EunmValue/GetEnumValues serves them in the caller's language.

// The lifecycle enumerations belong to the machines that govern them; re-exported here so the
// enumeration table below lists every type in one place.
import { ConsignStatus, ConsignType } from '../../machines/consignment';
import { ReportStatus } from '../../machines/report';
import { LabelStatus } from '../../machines/sample-label';

export { ConsignStatus, ConsignType, LabelStatus, ReportStatus };

/** How the samples of a booking reach the lab. */
export const BookingType = { SelfDelivery: 1, Express: 2, LabPickup: 3 } as const;

export const UnitType = { Platform: 0, ConsignUnit: 1, TestUnit: 2 } as const;

/** 0 a platform operator, 1 a unit's main (registering) account, 2 a unit's other staff. */
export const UserType = { Platform: 0, UnitAdmin: 1, UnitMember: 2 } as const;

export const Sex = { Male: 1, Female: 2 } as const;

export const AfterTestOperate = { ReturnToConsignor: 1, LabDisposes: 2, LabKeeps: 3 } as const;

export const StandardUseType = { TestMethod: 1, JudgementBasis: 2 } as const;

export const NoticeType = { Platform: 1, TestUnit: 2, Regulation: 3 } as const;

export const MsgType = { ConsignStatus: 1, ReportStatus: 2, ValidateCode: 3, Notice: 4 } as const;

export const SmsSendStatus = { Waiting: 0, Sending: 1, Sent: 2, Failed: 3 } as const;

/** 5: a witness's confirmation of sampling (SampleLabel/SendWitnessCode), never asked for through ValidateCodeService. */
export const SendCodeType = { Register: 1, ForgotPassword: 2, BindMobile: 3, ChangeMobile: 4, Witness: 5 } as const;

export const ExpressDataType = { Consignment: 1, Report: 2 } as const;

export const ThirdType = { WeChat: 1 } as const;

/** The workflow action a consignment log row records (one per machine event). */
export const ExeType = {
  Save: 1,
  Commit: 2,
  Pass: 3,
  Reject: 4,
  Cancel: 5,
  ConfirmSample: 6,
  Sync: 7,
  Complete: 8,
  SetMail: 9,
  Copy: 10,
  Delete: 11,
  /** Report actions, logged on the report's consignment (workFlowName Report). */
  ReportCreate: 21,
  ReportStatus: 22,
  ReportExpress: 23,
  ReportUpdate: 24,
} as const;

export const ParamValueType = { Text: 1, Number: 2, Boolean: 3, Date: 4 } as const;

export const enumerations = {
  ConsignStatus,
  ReportStatus,
  LabelStatus,
  ConsignType,
  BookingType,
  UnitType,
  UserType,
  Sex,
  AfterTestOperate,
  StandardUseType,
  NoticeType,
  MsgType,
  SmsSendStatus,
  SendCodeType,
  ExpressDataType,
  ThirdType,
  ExeType,
  ParamValueType,
} as const satisfies Record<string, Record<string, number>>;

export type EnumTypeName = keyof typeof enumerations;

/** Find an enumeration by name, ignoring case (ABP clients are not consistent). */
export function findEnumeration(name: string): [EnumTypeName, Record<string, number>] | undefined {
  const key = (Object.keys(enumerations) as EnumTypeName[]).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? [key, enumerations[key]] : undefined;
}

export type RoleName = 'admin' | 'lab' | 'consignor';
export const ROLE_NAMES: readonly RoleName[] = ['admin', 'lab', 'consignor'];
