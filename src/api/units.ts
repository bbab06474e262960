// Units: labs (BaTestUnit), consigning units (ConsginUnit), qualifications, addresses and logos (docs/api.md
// "Units"). Field names are the server's wire names. Screens get the functions through useUnitApi().
import { createContext, useContext, useMemo } from 'react';
import type { ApiClient } from './client';
import { useShellClient } from './consignment';

export interface Paged<T> {
  totalCount: number;
  items: T[];
}

export interface PageQuery {
  skipCount?: number;
  maxResultCount?: number;
}

export type UnitKind = 'testUnit' | 'consignUnit';

export interface UnitAddress {
  id: string;
  person: string | null;
  personSex: number | null;
  personPhone: string | null;
  addressPoint: string | null;
  addressText: string;
  addressDetail: string | null;
  tagTitle: string | null;
  isMain: boolean;
}
export type AddressInput = Partial<Omit<UnitAddress, 'id' | 'addressText'>> & {
  id?: string;
  unitId?: string;
  addressText: string;
};

export interface Qualification {
  id: string;
  name: string;
  sysQualificationId: string | null;
  createTime: string;
  testUnitId: string;
  orderIndex: number;
}

export interface TestUnitFields {
  unitNo?: string | null;
  testUnitName: string;
  contactPhone?: string | null;
  sheng?: string | null;
  shi?: string | null;
  regAddress?: string | null;
  inroduce?: string | null;
  jtsyjcAddress?: string | null;
  lmisType?: number | null;
  lmisurl?: string | null;
  lmisIntegratedCode?: string | null;
  iLISReportProgressQueryURL?: string | null;
  systemName?: string | null;
  icp?: string | null;
  isConsignSingleSample?: boolean;
}

export interface TestUnit extends Required<TestUnitFields> {
  id: string;
  logoPath: string | null;
  isActive: boolean;
  regTime: string | null;
  tuQualification: Qualification[];
}

export interface TestUnitRow {
  id: string;
  unitNo: string | null;
  testUnitName: string;
  shengShi: string;
  contactPhone: string | null;
  qualificationName: string;
  qualificationCount: number;
  userCount: number;
  isActive: boolean;
  jtsyjcAddress: string | null;
  lmisType: number | null;
  lmisurl: string | null;
  lmisIntegratedCode: string | null;
  creationTime: string;
}

export interface TestUnitListQuery extends PageQuery {
  keyword?: string;
  sheng?: string;
  shi?: string;
  isActive?: boolean;
  sorting?: string;
}

export interface ConsignUnitFields {
  name: string;
  regPerson?: string | null;
  regPhone?: string | null;
  sheng?: string | null;
  shi?: string | null;
  detailAddress?: string | null;
  description?: string | null;
  uninCode?: string | null;
}

export interface ConsignUnit extends Required<ConsignUnitFields> {
  id: string;
  logoPath: string | null;
  status: number;
  regTime: string | null;
  creationTime: string;
}

export interface ConsignUnitRow {
  id: string;
  name: string;
  uninCode: string | null;
  regPerson: string | null;
  regPhone: string | null;
  shengShi: string;
  status: number;
  userCount: number;
  projectCount: number;
  creationTime: string;
}

export interface ConsignUnitListQuery extends PageQuery {
  keyword?: string;
  sheng?: string;
  shi?: string;
  status?: 0 | 1;
  sorting?: string;
}

/** A lab as consignors search it (GetAllUnit). */
export interface LabRow {
  id: string;
  unitNo: string | null;
  testUnitName: string;
  shengShi: string;
  qualificationName: string;
  contactPhone: string | null;
  regAddress: string | null;
  logoPath: string | null;
}

export interface LabSearchQuery {
  nameKey?: string;
  sheng?: string;
  shi?: string;
  qualificationName?: string;
  qualificationSort?: 'asc' | 'desc';
  currPage: number;
  maxPage: number;
}

export interface LabDetail {
  id: string;
  testUnitName: string;
  inroduce: string | null;
  regAddress: string | null;
  jtsyjcAddress: string | null;
  contactPhone: string | null;
  sheng: string | null;
  shi: string | null;
  logoPath: string | null;
  qualificationNameList: string[];
  unitAddressList: UnitAddress[];
}

export interface LabNotice {
  id: string;
  title: string;
  content: string;
  sendTime: string;
}

export interface PriceRow {
  sampleNo: string | null;
  sampleId: string;
  sampleName: string;
  paramId: string;
  paramName: string;
  testParamCode: string;
  price: string;
  description: string | null;
}

const BASE = { testUnit: 'services/app/BaTestUnit', consignUnit: 'services/app/ConsginUnit' } as const;
const QUALIFICATION = 'services/app/TuQualification';

/** Blank text filters are left out of the query. */
const clean = <Q extends object>(query: Q): Q =>
  Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && !v.trim())),
  ) as Q;

export function createUnitApi(client: ApiClient) {
  return {
    listTestUnits: (query: TestUnitListQuery, quiet = false) =>
      client.get<Paged<TestUnitRow>>(`${BASE.testUnit}/GetTestUnit`, { query: clean({ ...query }), quiet }),
    getTestUnit: (testUnitID: string) =>
      client.get<TestUnit>(`${BASE.testUnit}/GetTestUnitById`, { query: { testUnitID } }),
    addTestUnit: (body: TestUnitFields) => client.post<TestUnit>(`${BASE.testUnit}/AddTestUnit`, { body }),
    updateTestUnit: (body: TestUnitFields & { id: string }) =>
      client.put<TestUnit>(`${BASE.testUnit}/UpdateTestUnit`, { body }),
    deleteTestUnit: (id: string) => client.delete<null>(`${BASE.testUnit}/Delete`, { query: { id } }),
    changeTestUnitActive: (unitId: string, isActive: boolean) =>
      client.post<null>(`${BASE.testUnit}/ChangeTestUnitActive`, { body: { unitId, isActive } }),
    newIntegratedCode: () => client.get<string>(`${BASE.testUnit}/NewIntegratedCode`),

    searchLabs: (query: LabSearchQuery, quiet = false) =>
      client.get<Paged<LabRow>>(`${BASE.testUnit}/GetAllUnit`, { query: clean({ ...query }), quiet }),
    getLabDetail: (id: string) => client.get<LabDetail>(`${BASE.testUnit}/GetUnitDetail`, { query: { id } }),
    /** sorting: 'paramName' | 'testParamCode' | 'price', optionally with ' desc'; none is catalogue order. */
    getPriceList: (id: string, query: PageQuery & { keyword?: string; sorting?: string }, quiet = false) =>
      client.get<Paged<PriceRow>>(`${BASE.testUnit}/GetUnitPriceList`, { query: clean({ id, ...query }), quiet }),
    /** The lab's newest public announcements (SysNotice); the detail page shows none when this fails. */
    labNotices: (testUnitId: string) =>
      client.get<LabNotice[]>('services/app/SysNotice/GetNoticeNewestByUnit', {
        query: { testUnitId, count: 5 },
        quiet: true,
      }),

    listConsignUnits: (query: ConsignUnitListQuery, quiet = false) =>
      client.get<Paged<ConsignUnitRow>>(`${BASE.consignUnit}/GetConsginUnitListBySys`, {
        query: clean({ ...query }),
        quiet,
      }),
    getConsignUnit: (id?: string) => client.get<ConsignUnit>(`${BASE.consignUnit}/Get`, { query: { id } }),
    createConsignUnit: (body: ConsignUnitFields) => client.post<ConsignUnit>(`${BASE.consignUnit}/Create`, { body }),
    updateConsignUnit: (body: Partial<ConsignUnitFields> & { id?: string }) =>
      client.put<ConsignUnit>(`${BASE.consignUnit}/Update`, { body }),
    deleteConsignUnit: (id: string) => client.delete<null>(`${BASE.consignUnit}/Delete`, { query: { id } }),
    changeConsignUnitActive: (unitId: string, isActive: boolean) =>
      client.post<null>(`${BASE.consignUnit}/ChangeConsginUnitActive`, { body: { unitId, isActive } }),

    listAddresses: (kind: UnitKind, unitId?: string) =>
      client.get<UnitAddress[]>(`${BASE[kind]}/GetAddressList`, { query: { unitId } }),
    saveAddress: (kind: UnitKind, body: AddressInput) =>
      client.post<UnitAddress>(`${BASE[kind]}/SaveAddress`, { body }),
    deleteAddress: (kind: UnitKind, id: string) =>
      client.delete<null>(`${BASE[kind]}/DeleteAddress`, { query: { id } }),
    uploadLogo: (kind: UnitKind, file: File, unitId?: string) => {
      const body = new FormData();
      body.append('file', file);
      if (unitId) body.append('unitId', unitId);
      return client.post<{ logoPath: string }>(`${BASE[kind]}/UploadLogo`, { body });
    },

    qualificationNames: () => client.get<{ id: string; name: string }[]>('services/app/Qualification/GetAll'),
    listQualifications: (testUnitId: string) =>
      client.get<Qualification[]>(`${QUALIFICATION}/GetTuQualifications`, { query: { testUnitId } }),
    createQualification: (testUnitId: string, name: string) =>
      client.post<Qualification>(`${QUALIFICATION}/Create`, { body: { testUnitId, name } }),
    deleteQualification: (id: string) => client.delete<null>(`${QUALIFICATION}/Delete`, { query: { id } }),
    addQualifications: (testUnitId: string, sysQualificationIds: string[]) =>
      client.post<Qualification[]>(`${QUALIFICATION}/AddQualification`, { body: { testUnitId, sysQualificationIds } }),
  };
}

export type UnitApi = ReturnType<typeof createUnitApi>;

/** Stories and tests provide their own calls here. */
export const UnitApiContext = createContext<UnitApi | null>(null);

export function useUnitApi(): UnitApi {
  const given = useContext(UnitApiContext);
  const client = useShellClient();
  return useMemo(() => given ?? createUnitApi(client), [given, client]);
}
