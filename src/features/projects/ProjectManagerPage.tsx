// SystemManager/ProjectManager (admin): every unit's projects, and the platform switch that makes forms ask for
// the contract section.

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Heading, Stack } from '../../ui/chakra';
import { SystemParamsPanel } from '../system-params/SystemParamsPanel';
import { ProjectList } from './ProjectList';

export function ProjectManagerPage() {
  const intl = useIntl();
  // The list re-reads the switch (contract section column and field) after it is flipped.
  const [switchVersion, setSwitchVersion] = useState(0);
  return (
    <Stack gap="4" p={{ base: '2', md: '4' }} data-testid="project-manager">
      <Heading size="lg">{intl.formatMessage({ id: 'menu.projectManager' })}</Heading>
      <SystemParamsPanel
        unit={{ unitType: 0 }}
        title={intl.formatMessage({ id: 'systemParams.platformTitle' })}
        onSaved={() => setSwitchVersion((n) => n + 1)}
      />
      <ProjectList admin key={switchVersion} />
    </Stack>
  );
}
