import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { ApiContext } from '../src/api';
import { BrandingProvider } from '../src/app/branding';
import { DashboardPage } from '../src/features/dashboard/DashboardPage';
import { Layout } from '../src/layout/Layout';
import { SessionProvider } from '../src/session/SessionProvider';
import { branding, fixtureApi } from './fixtures';

type Role = 'admin' | 'lab' | 'consignor';
const noEffects = { goToRoot: () => {}, reloadPage: () => {} };

/** The signed-in shell: the session machine runs with fixture actors (token present → SignedIn). */
function Shell({ role }: { role: Role }) {
  const api = useMemo(() => fixtureApi(role), [role]);
  return (
    <ApiContext.Provider value={api}>
      <SessionProvider api={api} token="fixture-token" effects={noEffects}>
        <BrandingProvider value={branding}>
          <Layout>
            <DashboardPage />
          </Layout>
        </BrandingProvider>
      </SessionProvider>
    </ApiContext.Provider>
  );
}

const meta = {
  title: 'Screens/Shell',
  component: Shell,
  parameters: { route: '/dashboard', settings: { device: 'desktop', sidebarOpened: true } },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = { args: { role: 'admin' } };
export const Lab: Story = { args: { role: 'lab' } };
export const Consignor: Story = { args: { role: 'consignor' } };
export const ConsignorCollapsed: Story = {
  args: { role: 'consignor' },
  parameters: { settings: { device: 'desktop', sidebarOpened: false } },
};
export const LabMobile: Story = {
  args: { role: 'lab' },
  parameters: { settings: { device: 'mobile', sidebarOpened: false }, viewport: { defaultViewport: 'mobile1' } },
};
