// The unit screens over fixture data: admin's lab list with its search in the address, the consignor's lab search
// (cards, then the empty state), and a lab's detail with qualifications, prices and announcements.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/App';
import meta from '../../stories/units/Units.stories';

afterEach(cleanup);

const Story = meta.component;

function show(
  screenName: 'testUnits' | 'search' | 'detail',
  list: 'rows' | 'empty',
  route = '/',
  device: 'desktop' | 'mobile' = 'desktop',
) {
  render(
    <AppProviders settings={{ language: 'en', device, sidebarOpened: true }}>
      <MemoryRouter initialEntries={[route]}>
        <Story screen={screenName} list={list} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('unit screens', { timeout: 30_000 }, () => {
  it('admin sees every lab with its state; the search narrows the list', async () => {
    show('testUnits', 'rows');
    await waitFor(() => expect(screen.getAllByTestId('test-unit-row')).toHaveLength(2));
    expect(screen.getAllByTestId('unit-state').map((b) => b.textContent)).toEqual(['Active', 'Inactive']);
    const search = screen.getByTestId('unit-search');
    fireEvent.change(search, { target: { value: '江海' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(screen.getAllByTestId('test-unit-row').map((r) => r.getAttribute('data-name'))).toEqual([
        '江海水运工程质量检测中心',
      ]),
    );
  });

  it('on a phone the labs are cards with the same state and actions, no table', async () => {
    show('testUnits', 'rows', '/', 'mobile');
    await waitFor(() => expect(screen.getAllByTestId('test-unit-row')).toHaveLength(2));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByTestId('row-menu')).toHaveLength(2);
    expect(screen.getByText('3 users')).toBeTruthy();
  });

  it('the consignor’s search shows active labs as cards, and says so when nothing matches', async () => {
    show('search', 'rows');
    await waitFor(() => expect(screen.getAllByTestId('org-card')).toHaveLength(1));
    expect(screen.getByTestId('org-results-total').textContent).toBe('1 in total');
    cleanup();
    show('search', 'empty');
    expect(await screen.findByTestId('org-results-empty')).toBeTruthy();
  });

  it('a lab’s detail lists its qualifications, prices and announcements', async () => {
    show('detail', 'rows', '/TestingOrgSearch/TestingOrgDetail/00000000-0000-7000-8000-000000000001');
    expect((await screen.findByTestId('org-name')).textContent).toBe('华通公路工程检测有限公司');
    expect(within(screen.getByTestId('org-qualifications')).getByText('公路工程综合甲级')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('price-row')).toHaveLength(5));
    expect(screen.getAllByTestId('price')[4]?.textContent).toContain('200.00');
    expect(await within(screen.getByTestId('org-notices')).findByText('2026 年春节期间收样安排')).toBeTruthy();
  });
});
