import { Box, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useSession } from '../../session/SessionProvider';
import { selectRoles } from '../../session/selectors';
import { HomeNotices } from '../notices/HomeNotices';
import { DashboardView } from './DashboardView';
import { useDashboardData } from './useDashboardData';

export function DashboardPage() {
  const intl = useIntl();
  const [state, retry] = useDashboardData();
  const platform = useSession(selectRoles).includes('admin');
  return (
    <Box data-testid="dashboard">
      <Heading size="lg" mb="4">
        {intl.formatMessage({ id: 'menu.dashboard' })}
      </Heading>
      <DashboardView state={state} onRetry={retry} platform={platform} />
      <Box mt="4">
        <HomeNotices />
      </Box>
    </Box>
  );
}
