import { eq } from 'drizzle-orm';
import type { LimsSampleStatus, PushSampleStatusBody, SampleLabelRow } from '../../../contracts/sample-label';
import { type LabelEventType, LabelStatus } from '../../../machines/sample-label';
import type { Database } from '../../db/client';
import { sampleLabels } from '../../db/schema/index';
import type { Language } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { actorFrom, visibleLabel } from './access';
import { labelCodeOf } from './binding';
import { labelRow } from './rows';
import { stepLabel } from './step';

// ILISIntegration/PushSampleStatus: the lab's system reports what became of a received sample.

const PUSHED: Record<LimsSampleStatus, { type: LabelEventType; status: number }> = {
  inTest: { type: 'START_TEST', status: LabelStatus.InTest },
  retained: { type: 'RETAIN', status: LabelStatus.Retained },
  disposed: { type: 'DISPOSE', status: LabelStatus.Disposed },
};

/**
 * Moves the lab's label by the pushed status through the machine (409 with the reason when it may not: not received,
 * voided, already past it); a push of the status the label already has changes nothing, so a LIMS may repeat it.
 */
export async function pushSampleStatus(
  db: Database,
  lims: CurrentUser,
  language: Language,
  body: PushSampleStatusBody,
): Promise<SampleLabelRow> {
  const { label } = await visibleLabel(db, lims, eq(sampleLabels.labelCode, labelCodeOf(body.labelCode)));
  const pushed = PUSHED[body.status];
  if (label.labelStatus !== pushed.status) {
    const event = { type: pushed.type, role: 'lims' } as Parameters<typeof stepLabel>[2]['event'];
    await db.transaction((tx) => stepLabel(tx, label, { event, actor: actorFrom(lims), at: new Date() }));
  }
  return labelRow(db, language, label.id);
}
