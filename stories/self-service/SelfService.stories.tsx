// Self-service and administration screens over the fake backend: the lab's user centre in each tab, the consignor's
// unit centre with its projects, announcements, projects and a lab's users (rows, empty, loading).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { type FakeData, fakeShellClient } from './fixtures';
import { LAB_USERS_PATH, type ScreenName, SelfServiceScreen } from './SelfServiceScreen';

function SelfServiceStory({ screen, data }: { screen: ScreenName; data: FakeData }) {
  const fake = useMemo(() => fakeShellClient(data), [data]);
  return <SelfServiceScreen screen={screen} client={fake.client} />;
}

const meta = { title: 'Screens/SelfService', component: SelfServiceStory } satisfies Meta<typeof SelfServiceStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (screen: ScreenName, data: FakeData, route: string): Story => ({
  args: { screen, data },
  parameters: { route },
});

const LAB_CENTRE = '/UserCenter/testingOrganization';
const CONSIGNOR_CENTRE = '/UserCenter/ConsginUnitCenter';
const NOTICES = '/BusinessManagement/NoticeList';
const PROJECTS = '/SystemManager/ProjectManager';

export const LabCatalogueTab = story('labCentre', 'rows', LAB_CENTRE);
export const LabCatalogueEmpty = story('labCentre', 'empty', LAB_CENTRE);
export const LabOrganisationTab = story('labCentre', 'rows', `${LAB_CENTRE}?tab=organisation`);
export const LabOrganisationLoading = story('labCentre', 'loading', `${LAB_CENTRE}?tab=organisation`);
export const LabParametersTab = story('labCentre', 'rows', `${LAB_CENTRE}?tab=parameters`);
export const ConsignorInformationTab = story('consignorCentre', 'rows', CONSIGNOR_CENTRE);
export const ConsignorProjectsTab = story('consignorCentre', 'rows', `${CONSIGNOR_CENTRE}?tab=projects`);
export const ConsignorProjectsEmpty = story('consignorCentre', 'empty', `${CONSIGNOR_CENTRE}?tab=projects`);
export const NoticeRows = story('notices', 'rows', NOTICES);
export const NoticeEmpty = story('notices', 'empty', NOTICES);
export const NoticeLoading = story('notices', 'loading', NOTICES);
export const ProjectRows = story('projects', 'rows', PROJECTS);
export const ProjectEmpty = story('projects', 'empty', PROJECTS);
export const UserRows = story('users', 'rows', LAB_USERS_PATH);
export const UserEmpty = story('users', 'empty', LAB_USERS_PATH);
