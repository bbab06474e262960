import { sql } from 'drizzle-orm';
import type { PublicSample } from '../../../contracts/report';
import { LabelStatus } from '../../../machines/sample-label';
import type { Db } from '../../db/client';
import { sampleLabels } from '../../db/schema/index';
import type { Language } from '../../lib/i18n';
import { labelRows } from './rows';
import { custodyTrail } from './trail';

// The chain of custody the public report check shows for a genuine report. A public page keeps back what would
// identify or reach a person: no photos, no phone, no notes (void reasons), names masked, places rounded.

/** A person's name with its first character kept: 张** , J***. */
export const maskName = (name: string | null) =>
  name ? `${[...name][0]}${'*'.repeat(Math.max(2, [...name].length - 1))}` : null;

/** Two decimals of a degree: about a kilometre, the site's district rather than its spot. */
const rounded = (degrees: number | null) => (degrees === null ? null : Math.round(degrees * 100) / 100);

/** The live (not voided) labels of a consignment, each with its public trail, in print order. */
export async function publicSamples(db: Db, language: Language, consignId: string): Promise<PublicSample[]> {
  const labels = await labelRows(
    db,
    language,
    sql`${sampleLabels.consignId} = ${consignId} and ${sampleLabels.labelStatus} <> ${LabelStatus.Voided}`,
  );
  const events = await custodyTrail(
    db,
    labels.map((label) => label.id),
  );
  return labels.map((label) => ({
    labelCode: label.labelCode,
    sampleName: label.sampleName,
    trail: events
      .filter((event) => event.labelId === label.id)
      .map((event) => ({
        action: event.action,
        at: event.at,
        actorName: maskName(event.actorName),
        actorUnit: event.actorUnit,
        latitude: rounded(event.latitude),
        longitude: rounded(event.longitude),
      })),
  }));
}
