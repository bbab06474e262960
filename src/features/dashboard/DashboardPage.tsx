import { Box, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { HomeNotices } from '../notices/HomeNotices';
import { DashboardView } from './DashboardView';
import { useDashboardData } from './useDashboardData';

export function DashboardPage() {
  const intl = useIntl();
  const [state, retry] = useDashboardData();
  return (
    <Box data-testid="dashboard">
      <Heading size="lg" mb="4">
        {intl.formatMessage({ id: 'menu.dashboard' })}
      </Heading>
      <DashboardView state={state} onRetry={retry} />
      <Box mt="4">
        <HomeNotices />
      </Box>
    </Box>
  );
}
