// A label's chain of custody, oldest first: what happened (printed, bound, witnessed, received, …), who did it and
// for which unit, when, where and with how many photos, and the note (a void's reason). The public report check
// draws the same list from fewer fields (no photos, no note, the place rounded: contracts/report.ts PublicCustodyStep).
import type { CustodyEvent } from '../../api/samples';
import { formatDate } from '../../utils/format';
import { useT } from '../../utils/useT';
import styles from './Samples.module.css';

/** A step as both sides and the public check have it. */
export type TrailStep = Pick<CustodyEvent, 'action' | 'at' | 'actorName' | 'actorUnit' | 'latitude' | 'longitude'> &
  Partial<Pick<CustodyEvent, 'id' | 'photoFileIds' | 'note'>>;

export function CustodyTrail({
  events,
  digits = 5,
}: {
  events: readonly TrailStep[];
  /** Decimals of the place drawn: 5 (a metre) on the consignment, 2 (the server's rounding) on the public check. */
  digits?: number;
}) {
  const t = useT();
  if (events.length === 0) return <p className={styles.muted}>{t('samples.trail.empty')}</p>;
  return (
    <ol className={styles.trail} data-testid="custody-trail">
      {events.map((event) => (
        <li key={event.id ?? `${event.action}-${event.at}`} data-testid="custody-event" data-action={event.action}>
          <strong>{t(`samples.trail.action.${event.action}`)}</strong>{' '}
          <span className={styles.muted}>{formatDate(event.at, true)}</span>
          <div>
            {[event.actorName, event.actorUnit].filter(Boolean).join(' · ')}
            {event.latitude !== null && event.longitude !== null && (
              <span className={styles.muted}>
                {' '}
                · {event.latitude.toFixed(digits)}, {event.longitude.toFixed(digits)}
              </span>
            )}
            {event.photoFileIds && event.photoFileIds.length > 0 && (
              <span className={styles.muted}> · {t('samples.trail.photos', { count: event.photoFileIds.length })}</span>
            )}
          </div>
          {event.note && <div className={styles.muted}>{event.note}</div>}
        </li>
      ))}
    </ol>
  );
}
