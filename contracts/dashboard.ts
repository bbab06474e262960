import { type Static, Type } from 'typebox';
import { named, OneOf } from './common';

// Wire shape of Dashboard/GetStatistic (and GetStatistic_Mobile): counts for the caller's scope.

/** Whose rows are counted: admin the platform's, a lab its own, a consignor its unit's. */
export const STATISTIC_SCOPES = ['platform', 'testUnit', 'consignUnit'] as const;
export type StatisticScope = (typeof STATISTIC_SCOPES)[number];

export const Statistic = named(
  'Statistic',
  Type.Object({
    scope: OneOf(STATISTIC_SCOPES),
    consignCount: Type.Integer(),
    consignByStatus: Type.Array(Type.Object({ consignStatus: Type.Integer(), count: Type.Integer() })),
    reportCount: Type.Integer(),
    reportByStatus: Type.Array(Type.Object({ reportStatus: Type.Integer(), count: Type.Integer() })),
    projectCount: Type.Integer(),
    testUnitCount: Type.Integer(),
    consignUnitCount: Type.Integer(),
    userCount: Type.Integer(),
    samplesAwaitingBinding: Type.Integer({
      description: 'labels printed and not yet bound, of consignments still waiting for their samples',
    }),
    samplesAwaitingReception: Type.Integer({ description: 'labels witnessed and not yet received by the lab' }),
  }),
);
export type Statistic = Static<typeof Statistic>;

// The charts' calls (GET /api/services/app/Dashboard/GetLabTrends, GetLabOverdue, GetConsignorTrends,
// GetPlatformTrends): their shapes live in dashboard-trends.ts.
export * from './dashboard-trends';
