// The host's tenant screen (SystemManager/TenantManager) over the fake Tenant service: rows (a tenant on its own
// database, a switched-off one), several pages, empty, loading and a failed load.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { TenantManagerPage } from '../../src/features/tenants/TenantManagerPage';
import { SelfServiceProviders } from '../self-service/SelfServiceScreen';
import { type FakeTenants, fakeTenantClient } from './fixtures';

function TenantsStory({ data }: { data: FakeTenants }) {
  const fake = useMemo(() => fakeTenantClient(data), [data]);
  return (
    <SelfServiceProviders signedInAs="host" client={fake.client}>
      <TenantManagerPage />
    </SelfServiceProviders>
  );
}

const meta = { title: 'Screens/Tenants', component: TenantsStory } satisfies Meta<typeof TenantsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROUTE = '/SystemManager/TenantManager';
export const Rows: Story = { args: { data: 'rows' }, parameters: { route: ROUTE } };
export const SeveralPages: Story = { args: { data: 'many' }, parameters: { route: ROUTE } };
export const Empty: Story = { args: { data: 'empty' }, parameters: { route: ROUTE } };
export const Loading: Story = { args: { data: 'loading' }, parameters: { route: ROUTE } };
export const LoadFailed: Story = { args: { data: 'error' }, parameters: { route: ROUTE } };
export const Phone: Story = {
  args: { data: 'rows' },
  parameters: {
    route: ROUTE,
    settings: { device: 'mobile', sidebarOpened: false },
    viewport: { defaultViewport: 'mobile1' },
  },
};
