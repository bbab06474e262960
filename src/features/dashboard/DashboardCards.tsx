// The cards of the dashboard: one total with its icon, and the counts by status as bars.
import { Box, Card, Flex, Heading, HStack, Icon, Progress, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { useIntl } from 'react-intl';
import { thousands } from '../../utils/format';

export interface Total {
  key: string;
  label: string;
  /** null while loading: the card is drawn with a skeleton for its number. */
  value: number | null;
  icon: IconType;
}

export function TotalCard({ total }: { total: Total }) {
  return (
    <Card.Root size="sm" data-testid={total.value === null ? undefined : `stat-${total.key}`}>
      <Card.Body>
        <Flex align="center" gap="3">
          <Flex
            boxSize="10"
            rounded="lg"
            bg="brand.subtle"
            color="brand.fg"
            align="center"
            justify="center"
            flexShrink={0}
            hideBelow="sm"
          >
            <Icon as={total.icon} boxSize="5" />
          </Flex>
          <Stat.Root>
            <Stat.Label>{total.label}</Stat.Label>
            <Skeleton loading={total.value === null} alignSelf="start">
              <Stat.ValueText>{thousands(total.value ?? 0)}</Stat.ValueText>
            </Skeleton>
          </Stat.Root>
        </Flex>
      </Card.Body>
    </Card.Root>
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
    <Card.Root data-testid={testId} size="sm">
      <Card.Header>
        <Heading size="md">{title}</Heading>
      </Card.Header>
      <Card.Body>
        {rows.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {intl.formatMessage({ id: 'dashboard.noData' })}
          </Text>
        ) : (
          <Stack gap="3">
            {rows.map((row) => (
              <Box key={row.label}>
                <Skeleton loading={loading} mb="1">
                  <HStack justify="space-between" fontSize="sm">
                    <Text>{row.label}</Text>
                    <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                      {thousands(row.count)}
                    </Text>
                  </HStack>
                </Skeleton>
                <Progress.Root value={loading ? 0 : (row.count / max) * 100} size="xs" aria-label={row.label}>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
