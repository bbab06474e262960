import { useIntl } from 'react-intl';
import { Td } from '../../components/ListTable';
import { Badge, type BadgeProps } from '../../ui/Badge';
import { STATUS_PALETTE, statusLabelKey } from './status';

export interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'palette'> {
  status: number;
  /** The server's localized name, used when the status is unknown here. */
  fallbackLabel?: string | null;
}

/** A consignment status as a coloured badge; `data-status` carries the number for tests. */
export function StatusBadge({ status, fallbackLabel, ...rest }: StatusBadgeProps) {
  const intl = useIntl();
  const key = statusLabelKey(status);
  const label = key ? intl.formatMessage({ id: key }) : (fallbackLabel ?? String(status));
  return (
    <Badge palette={STATUS_PALETTE[status] ?? 'gray'} data-status={status} {...rest}>
      {label}
    </Badge>
  );
}

/** A consignment's status badge; `fallback` is the server's name of a status unknown here. */
export function StatusCell({ status, fallback }: { status: number; fallback?: string | null }) {
  return (
    <Td>
      <StatusBadge status={status} fallbackLabel={fallback} />
    </Td>
  );
}
