// Wire shapes of the foundation calls (docs/api.md). Field names are the server's wire names.
export type { UserInfo } from '../../machines/session.types';

export interface AuthenticateResult {
  accessToken: string;
  encryptedAccessToken?: string;
  expireInSeconds: number;
  userId: string;
}

/** BaSystemControlParam/GetTestUnitInfoByConsignPlatURL */
export interface Branding {
  unitId: string | null;
  unitName: string | null;
  logoURL: string | null;
  systemName: string | null;
  iLISReportProgressQueryURL: string | null;
  icp: string | null;
}

export interface EnumValue {
  value: number;
  name: string;
  displayName: string;
}

export interface Statistic {
  scope: 'platform' | 'testUnit' | 'consignUnit';
  consignCount: number;
  consignByStatus: Array<{ consignStatus: number; count: number }>;
  reportCount: number;
  reportByStatus: Array<{ reportStatus: number; count: number }>;
  projectCount: number;
  testUnitCount: number;
  consignUnitCount: number;
  userCount: number;
}
