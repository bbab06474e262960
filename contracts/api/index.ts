import { Account } from './account';
import { TuTestParam, TuTestSample } from './catalogue';
import { Configuration } from './configuration';
import { BuConsignInfo } from './consign-info';
import { ConsginUnit } from './consign-unit';
import { Dashboard } from './dashboard';
import { EunmValue } from './enum-value';
import { FileService, UserUnitImages } from './file';
import { ILISIntegration } from './ilis-integration';
import { SysNotice } from './notice';
import { BaProject } from './project';
import { QRCodeService } from './qr-code';
import { Qualifications, TuQualification } from './qualification';
import { BuReport } from './report';
import { Role } from './role';
import { BuSampleInfo } from './sample-info';
import { SampleLabel } from './sample-label';
import { Session } from './session';
import { BuConsignInfoBookings, BuSampleInfoBookings } from './site-consign';
import { SmsRecord } from './sms-record';
import { SysBaseStandard, SysTestSample } from './sys-library';
import { BaSystemControlParam } from './system-param';
import { Tenant } from './tenant';
import { Test } from './test';
import { BaTestUnit } from './test-unit';
import { ThirdAuth } from './third-auth';
import { TokenAuth } from './token-auth';
import { UnitLogo } from './unit-logo';
import { User, UserMessages } from './user';
import { ValidateCodeService } from './validate-code';

// Every service of the API manifest by name (contracts/api/manifest.ts): the server registers each
// (server/app.ts), the browser's client calls them by these names (src/api/endpoints.ts).
export const services = {
  TokenAuth,
  Session,
  Account,
  BaSystemControlParam,
  EunmValue,
  Dashboard,
  BuConsignInfo,
  BuConsignInfoBookings,
  BuSampleInfo,
  BuSampleInfoBookings,
  BuReport,
  SampleLabel,
  TuTestSample,
  TuTestParam,
  BaProject,
  BaTestUnit,
  ConsginUnit,
  ValidateCodeService,
  Role,
  SmsRecord,
  SysNotice,
  User,
  UserMessages,
  ThirdAuth,
  Tenant,
  Configuration,
  ILISIntegration,
  Test,
  TuQualification,
  Qualification: Qualifications,
  UnitLogo,
  SysTestSample,
  SysBaseStandard,
  FileService,
  UserUnitImages,
  QRCodeService,
} as const;

export type Services = typeof services;
