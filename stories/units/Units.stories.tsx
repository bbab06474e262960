// Units: admin's lab and consigning-unit lists, the consignor's lab search and a lab's detail (rows, empty, loading).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { UnitApiContext } from '../../src/api/units';
import { TestingOrgDetailPage } from '../../src/features/testing-org/TestingOrgDetailPage';
import { TestingOrgListPage } from '../../src/features/testing-org/TestingOrgListPage';
import { ConsignUnitManagerPage } from '../../src/features/unit-admin/ConsignUnitManagerPage';
import { TestUnitManagerPage } from '../../src/features/unit-admin/TestUnitManagerPage';
import { BookingProviders } from '../booking/BookingProviders';
import { type FakeList, fakeUnitApi } from './fixtures';

const DETAIL_PATH = '/TestingOrgSearch/TestingOrgDetail/';

const SCREENS = {
  testUnits: TestUnitManagerPage,
  consignUnits: ConsignUnitManagerPage,
  search: TestingOrgListPage,
  detail: TestingOrgDetailPage,
};

function UnitsStory({ screen, list }: { screen: keyof typeof SCREENS; list: FakeList }) {
  const api = useMemo(() => fakeUnitApi(list), [list]);
  const Screen = SCREENS[screen];
  return (
    <BookingProviders>
      <UnitApiContext.Provider value={api}>
        {screen === 'detail' ? (
          <Routes>
            <Route path={`${DETAIL_PATH}:id`} element={<Screen />} />
          </Routes>
        ) : (
          <Screen />
        )}
      </UnitApiContext.Provider>
    </BookingProviders>
  );
}

const meta = { title: 'Units/Units', component: UnitsStory } satisfies Meta<typeof UnitsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TestUnitRows: Story = { args: { screen: 'testUnits', list: 'rows' } };
export const TestUnitEmpty: Story = { args: { screen: 'testUnits', list: 'empty' } };
export const TestUnitLoading: Story = { args: { screen: 'testUnits', list: 'loading' } };
export const ConsignUnitRows: Story = { args: { screen: 'consignUnits', list: 'rows' } };
export const ConsignUnitEmpty: Story = { args: { screen: 'consignUnits', list: 'empty' } };
export const LabSearchRows: Story = { args: { screen: 'search', list: 'rows' } };
export const LabSearchEmpty: Story = { args: { screen: 'search', list: 'empty' } };
export const LabDetail: Story = {
  args: { screen: 'detail', list: 'rows' },
  parameters: { route: `${DETAIL_PATH}00000000-0000-7000-8000-000000000001` },
};
