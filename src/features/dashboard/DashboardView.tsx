// Dashboard statistics (Dashboard/GetStatistic): totals, then counts by consignment and report status.
import {
  Alert,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Icon,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBuilding2, LuFileText, LuFlaskConical, LuFolderKanban, LuPackage, LuUsers } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { EnumValue } from '../../api';
import { thousands } from '../../utils/format';
import type { DashboardState } from './useDashboardData';

interface Total {
  key: string;
  label: string;
  value: number;
  icon: IconType;
}

function StatusCard({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: Array<{ label: string; count: number }>;
  testId: string;
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
                <HStack justify="space-between" fontSize="sm" mb="1">
                  <Text>{row.label}</Text>
                  <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                    {thousands(row.count)}
                  </Text>
                </HStack>
                <Progress.Root value={(row.count / max) * 100} size="xs" aria-label={row.label}>
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

function displayName(values: EnumValue[], value: number): string {
  return values.find((v) => v.value === value)?.displayName ?? String(value);
}

export function DashboardView({ state, onRetry }: { state: DashboardState; onRetry: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });

  if (state.status === 'loading') {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="dashboard-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="24" rounded="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert.Root status="error" data-testid="dashboard-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('dashboard.loadFailed')}</Alert.Title>
          <Alert.Description>{state.error.message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Alert.Root>
    );
  }

  const { statistic, consignStatus, reportStatus } = state.data;
  const totals: Total[] = [
    { key: 'consignCount', label: t('dashboard.consignCount'), value: statistic.consignCount, icon: LuPackage },
    { key: 'reportCount', label: t('dashboard.reportCount'), value: statistic.reportCount, icon: LuFileText },
    { key: 'projectCount', label: t('dashboard.projectCount'), value: statistic.projectCount, icon: LuFolderKanban },
    { key: 'userCount', label: t('dashboard.userCount'), value: statistic.userCount, icon: LuUsers },
  ];
  if (statistic.scope === 'platform') {
    totals.push(
      {
        key: 'testUnitCount',
        label: t('dashboard.testUnitCount'),
        value: statistic.testUnitCount,
        icon: LuFlaskConical,
      },
      {
        key: 'consignUnitCount',
        label: t('dashboard.consignUnitCount'),
        value: statistic.consignUnitCount,
        icon: LuBuilding2,
      },
    );
  }

  return (
    <Stack gap="5">
      <Text color="fg.muted" fontSize="sm" data-testid="dashboard-scope">
        {t(`dashboard.scope.${statistic.scope}`)}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 3, xl: totals.length > 4 ? 6 : 4 }} gap="4">
        {totals.map((total) => (
          <Card.Root key={total.key} size="sm" data-testid={`stat-${total.key}`}>
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
                  <Stat.ValueText>{thousands(total.value ?? 0)}</Stat.ValueText>
                </Stat.Root>
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <StatusCard
          testId="consign-by-status"
          title={t('dashboard.consignByStatus')}
          rows={(statistic.consignByStatus ?? []).map((r) => ({
            label: displayName(consignStatus, r.consignStatus),
            count: r.count,
          }))}
        />
        <StatusCard
          testId="report-by-status"
          title={t('dashboard.reportByStatus')}
          rows={(statistic.reportByStatus ?? []).map((r) => ({
            label: displayName(reportStatus, r.reportStatus),
            count: r.count,
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}
