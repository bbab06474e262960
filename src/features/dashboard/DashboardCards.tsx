// The cards of the dashboard: one total with its icon, and the counts by status as bars.
import type { IconType } from 'react-icons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { thousands } from '../../utils/format';
import styles from './Dashboard.module.css';

export interface Total {
  key: string;
  label: string;
  /** null while loading: the card is drawn with a skeleton for its number. */
  value: number | null;
  icon: IconType;
  /** The list the number counts, and the words of the link there. */
  link?: { to: string; label: string };
}

export function TotalCard({ total }: { total: Total }) {
  const Icon = total.icon;
  return (
    <Card data-testid={total.value === null ? undefined : `stat-${total.key}`}>
      <div className={styles.total}>
        <span className={styles.icon}>
          <Icon />
        </span>
        <dl className={styles.stat}>
          <dt className={styles.statLabel}>{total.label}</dt>
          <Skeleton loading={total.value === null} inline>
            <dd className={styles.statValue}>{thousands(total.value ?? 0)}</dd>
          </Skeleton>
          {total.link && (
            <dd>
              <Link to={total.link.to} className={styles.totalLink}>
                {total.link.label}
              </Link>
            </dd>
          )}
        </dl>
      </div>
    </Card>
  );
}

export function StatusCard({
  title,
  rows,
  testId,
  loading = false,
}: {
  title: string;
  rows: Array<{ label: string; count: number }>;
  testId?: string;
  /** Rows drawn as skeletons, so the card has its final height before the counts arrive. */
  loading?: boolean;
}) {
  const intl = useIntl();
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <Card title={title} data-testid={testId}>
      {rows.length === 0 ? (
        <p className={styles.none}>{intl.formatMessage({ id: 'dashboard.noData' })}</p>
      ) : (
        <ul className={styles.rows}>
          {rows.map((row) => {
            const percent = loading ? 0 : (row.count / max) * 100;
            return (
              <li key={row.label}>
                <Skeleton loading={loading}>
                  <div className={styles.rowText}>
                    <span>{row.label}</span>
                    <span className={styles.count}>{thousands(row.count)}</span>
                  </div>
                </Skeleton>
                <div
                  className={styles.track}
                  role="progressbar"
                  aria-label={row.label}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(percent)}
                >
                  <div className={styles.range} style={{ width: `${percent}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
