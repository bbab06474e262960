import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../plugins/auth';
import { actorOf } from '../consign-info/access';
import { catalogueSampleProperties, propertiesOfSamples } from './properties';
import { referenceCandidates } from './references';
import { consignOfSample, readableConsign } from './sample-access';
import { paramsOf, sampleDetails } from './sample-read';

// BuSampleInfo reads.

export async function samplesOfConsignment(db: Database, user: CurrentUser, consignId: string) {
  await readableConsign(db, user, consignId);
  return sampleDetails(db, consignId);
}

export async function sampleById(db: Database, user: CurrentUser, sampleId: string) {
  const consign = await consignOfSample(db, user, sampleId);
  const [detail] = await sampleDetails(db, consign.id, [sampleId]);
  if (!detail) throw notFound();
  return detail;
}

export async function paramsOfSample(db: Database, user: CurrentUser, sampleId: string) {
  await consignOfSample(db, user, sampleId);
  return (await paramsOf(db, [sampleId])).map(({ id: _id, buSampleInfoId: _s, bigCategoryId: _b, ...p }) => p);
}

/** GetBuSamplePropertyInfoInputDtosByBuSampleInfoId: the sample's properties with their values. */
export async function propertiesOfSample(db: Database, user: CurrentUser, sampleId: string) {
  await consignOfSample(db, user, sampleId);
  return (await propertiesOfSamples(db, [sampleId])).map(({ buSampleInfoId: _s, ...p }) => p);
}

/**
 * GetBuSamplePropertyInfoByTuSampleInfoId: what a new sample of this catalogue sample asks for. A consignor reads
 * any active lab's catalogue (to book); a lab only its own; admin books nothing (403).
 */
export async function propertiesOfCatalogueSample(db: Database, user: CurrentUser, testSampleId: string) {
  const role = actorOf(user);
  if (role === 'consignor') return catalogueSampleProperties(db, testSampleId);
  if (role === 'lab') return catalogueSampleProperties(db, testSampleId, user.testUnitId as string);
  throw forbidden();
}

/**
 * GetSelectRefSampleByTestUnitIdAndProjectId: the consignor's earlier samples for that lab and project, leaving out
 * the consignment being edited (`consignId`). Another unit's project or consignment is 404.
 */
export async function referenceCandidatesFor(
  db: Database,
  user: CurrentUser,
  query: { testUnitId: string; projectId: string; consignId?: string },
) {
  if (actorOf(user) !== 'consignor') throw forbidden();
  const consignUnitId = user.consignUnitId as string;
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(eq(projects.id, query.projectId), eq(projects.consignUnitId, consignUnitId), eq(projects.isDeleted, false)),
    );
  if (!project) throw notFound();
  if (query.consignId) await readableConsign(db, user, query.consignId);
  return referenceCandidates(db, { ...query, consignUnitId });
}
