// What a consignment's samples still lack: labels not yet bound on site, bound but not witnessed, and (for the lab)
// not yet received; "complete" once nothing is missing. The counts are the server's (GetConsignLabels).
import type { ConsignLabels } from '../../api/samples';
import { Badge } from '../../ui/Badge';
import { useT } from '../../utils/useT';
import styles from './Samples.module.css';

export function MissingSummary({ missing }: { missing: ConsignLabels['missing'] }) {
  const t = useT();
  const parts = (['unbound', 'unwitnessed', 'unreceived'] as const).filter((part) => missing[part] > 0);
  return (
    <div className={styles.missing} data-testid="samples-missing">
      {parts.length === 0 ? (
        <Badge palette="green" data-testid="samples-complete">
          {t('samples.missing.none')}
        </Badge>
      ) : (
        parts.map((part) => (
          <Badge key={part} palette="orange" data-testid={`missing-${part}`}>
            {t(`samples.missing.${part}`, { count: missing[part] })}
          </Badge>
        ))
      )}
    </div>
  );
}
