// One unit of an admin list as a card, for narrow screens where the table would need sideways scrolling.

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ListRowCard, RowCardLines } from '../../components/ListRowCard';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Line } from '../../ui/Page';

export function UnitCard({
  title,
  active,
  lines,
  menu,
  onOpen,
  testId,
}: {
  title: string;
  active: boolean;
  /** Already formatted; empty ones are left out. */
  lines: (string | null | undefined)[];
  menu: ReactNode;
  onOpen(): void;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <ListRowCard
      data-testid={testId}
      data-name={title}
      title={
        <Button variant="plain" size="sm" block onClick={onOpen}>
          {title}
        </Button>
      }
      actions={
        <>
          <Badge palette={active ? 'green' : 'gray'} data-testid="unit-state">
            {intl.formatMessage({ id: active ? 'unitAdmin.active' : 'unitAdmin.inactive' })}
          </Badge>
          {menu}
        </>
      }
    >
      <RowCardLines>
        {lines.filter(Boolean).map((line) => (
          <Line key={line} size="sm" muted wrap>
            {line}
          </Line>
        ))}
      </RowCardLines>
    </ListRowCard>
  );
}
