import { Badge, type BadgeProps } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { STATUS_PALETTE, statusLabelKey } from './status';

export interface StatusBadgeProps extends Omit<BadgeProps, 'children'> {
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
    <Badge
      colorPalette={STATUS_PALETTE[status] ?? 'gray'}
      variant="subtle"
      data-status={status}
      whiteSpace="nowrap"
      {...rest}
    >
      {label}
    </Badge>
  );
}
