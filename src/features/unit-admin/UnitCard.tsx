// One unit of an admin list as a card, for narrow screens where the table would need sideways scrolling.

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Flex, Stack, Text } from '../../ui/chakra';

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
    <Card gap={1} data-testid={testId} data-name={title}>
      <Flex justify="space-between" align="start" gap="2">
        <Button variant="plain" size="sm" block onClick={onOpen}>
          {title}
        </Button>
        <Flex gap="1" align="center" flexShrink={0}>
          <Badge palette={active ? 'green' : 'gray'} data-testid="unit-state">
            {intl.formatMessage({ id: active ? 'unitAdmin.active' : 'unitAdmin.inactive' })}
          </Badge>
          {menu}
        </Flex>
      </Flex>
      <Stack gap="0.5">
        {lines.filter(Boolean).map((line) => (
          <Text key={line} fontSize="sm" color="fg.muted" wordBreak="break-word">
            {line}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
