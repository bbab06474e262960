// SystemManager/ProjectManager (admin): every unit's projects, and the platform switch that makes forms ask for
// the contract section.

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Page, PageHead } from '../../ui/Page';
import { SystemParamsPanel } from '../system-params/SystemParamsPanel';
import { ProjectList } from './ProjectList';

export function ProjectManagerPage() {
  const intl = useIntl();
  // The list re-reads the switch (contract section column and field) after it is flipped.
  const [switchVersion, setSwitchVersion] = useState(0);
  return (
    <Page roomy data-testid="project-manager">
      <PageHead title={intl.formatMessage({ id: 'menu.projectManager' })} />
      <SystemParamsPanel
        unit={{ unitType: 0 }}
        title={intl.formatMessage({ id: 'systemParams.platformTitle' })}
        onSaved={() => setSwitchVersion((n) => n + 1)}
      />
      <ProjectList admin key={switchVersion} />
    </Page>
  );
}
