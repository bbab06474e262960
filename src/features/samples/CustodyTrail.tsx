// A label's chain of custody, oldest first: what happened (printed, bound, witnessed, received, …), who did it and
// for which unit, when, where and with how many photos, and the note (a void's reason).
import type { CustodyEvent } from '../../api/samples';
import { formatDate } from '../../utils/format';
import { useT } from '../../utils/useT';
import styles from './Samples.module.css';

export function CustodyTrail({ events }: { events: readonly CustodyEvent[] }) {
  const t = useT();
  if (events.length === 0) return <p className={styles.muted}>{t('samples.trail.empty')}</p>;
  return (
    <ol className={styles.trail} data-testid="custody-trail">
      {events.map((event) => (
        <li key={event.id} data-testid="custody-event" data-action={event.action}>
          <strong>{t(`samples.trail.action.${event.action}`)}</strong>{' '}
          <span className={styles.muted}>{formatDate(event.at, true)}</span>
          <div>
            {[event.actorName, event.actorUnit].filter(Boolean).join(' · ')}
            {event.latitude !== null && event.longitude !== null && (
              <span className={styles.muted}>
                {' '}
                · {event.latitude.toFixed(5)}, {event.longitude.toFixed(5)}
              </span>
            )}
            {event.photoFileIds.length > 0 && (
              <span className={styles.muted}> · {t('samples.trail.photos', { count: event.photoFileIds.length })}</span>
            )}
          </div>
          {event.note && <div className={styles.muted}>{event.note}</div>}
        </li>
      ))}
    </ol>
  );
}
