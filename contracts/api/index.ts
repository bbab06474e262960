import { Account } from './account';
import { TuTestParam, TuTestSample } from './catalogue';
import { BuConsignInfo } from './consign-info';
import { ConsginUnit } from './consign-unit';
import { Dashboard } from './dashboard';
import { EunmValue } from './enum-value';
import { BaProject } from './project';
import { BuReport } from './report';
import { Role } from './role';
import { BuSampleInfo } from './sample-info';
import { SampleLabel } from './sample-label';
import { Session } from './session';
import { BuConsignInfoBookings, BuSampleInfoBookings } from './site-consign';
import { SmsRecord } from './sms-record';
import { BaSystemControlParam } from './system-param';
import { BaTestUnit } from './test-unit';
import { TokenAuth } from './token-auth';
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
} as const;

export type Services = typeof services;
