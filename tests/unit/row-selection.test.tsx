// Row selection for batch work: a shift-click ticks (or unticks) the range from the last box clicked, the header box
// ticks the whole page, and on the lab's incoming list the batch sends only the rows the machine allows and lists the
// others as skipped, with why.
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/App';
import { pageTicked, rangeOf, useRowSelection } from '../../src/components/useRowSelection';
import { LabIncomingScreen } from '../../src/features/lab-incoming/LabIncomingPage';
import { fakeConsignmentApi } from '../../stories/consignment/fixtures';

afterEach(cleanup);

const page = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
const row = (id: string) => page.find((r) => r.id === id) as { id: string };
const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);

describe('rangeOf', () => {
  it('spans the anchor to the clicked row, downwards or upwards', () => {
    expect(ids(rangeOf(page, 'b', row('d')))).toEqual(['b', 'c', 'd']);
    expect(ids(rangeOf(page, 'e', row('c')))).toEqual(['c', 'd', 'e']);
    expect(ids(rangeOf(page, 'c', row('c')))).toEqual(['c']);
  });

  it('is only the clicked row without an anchor, or when the anchor is on another page', () => {
    expect(ids(rangeOf(page, null, row('d')))).toEqual(['d']);
    expect(ids(rangeOf(page, 'z', row('d')))).toEqual(['d']);
  });
});

describe('pageTicked', () => {
  it('is true with every row ticked, indeterminate with some, false with none', () => {
    expect(pageTicked(page, () => true)).toBe(true);
    expect(pageTicked(page, (id) => id === 'c')).toBe('indeterminate');
    expect(pageTicked(page, () => false)).toBe(false);
    expect(pageTicked([], () => true)).toBe(false);
  });
});

describe('useRowSelection', () => {
  const selected = (current: { current: { rows: { id: string }[] } }) => ids(current.current.rows).sort();

  it('a shift-click ticks the range from the last click; a shift-click off unticks a range', () => {
    const { result } = renderHook(() => useRowSelection<{ id: string }>());
    act(() => result.current.click(page, row('b'), true));
    act(() => result.current.click(page, row('d'), true, true));
    expect(selected(result)).toEqual(['b', 'c', 'd']);
    // The anchor moved to d: a shift-click on e adds d..e.
    act(() => result.current.click(page, row('e'), true, true));
    expect(selected(result)).toEqual(['b', 'c', 'd', 'e']);
    // Unticking with shift clears the range from e up to c.
    act(() => result.current.click(page, row('c'), false, true));
    expect(selected(result)).toEqual(['b']);
  });

  it('a plain click ticks one row; without an anchor a shift-click does too', () => {
    const { result } = renderHook(() => useRowSelection<{ id: string }>());
    act(() => result.current.click(page, row('c'), true, true));
    expect(selected(result)).toEqual(['c']);
    act(() => result.current.click(page, row('a'), true));
    expect(selected(result)).toEqual(['a', 'c']);
    act(() => result.current.clear());
    act(() => result.current.click(page, row('e'), true, true));
    expect(selected(result)).toEqual(['e']);
  });

  it('ticks and unticks the whole page, keeping rows ticked on other pages', () => {
    const { result } = renderHook(() => useRowSelection<{ id: string }>());
    act(() => result.current.mark([{ id: 'other-page' }], true));
    act(() => result.current.mark(page, true));
    expect(result.current.pageState(page)).toBe(true);
    expect(result.current.rows).toHaveLength(6);
    act(() => result.current.click(page, row('b'), false));
    expect(result.current.pageState(page)).toBe('indeterminate');
    act(() => result.current.mark(page, false));
    expect(ids(result.current.rows)).toEqual(['other-page']);
    expect(result.current.pageState(page)).toBe(false);
  });
});

describe('batch work on the lab incoming list', { timeout: 30_000 }, () => {
  function renderList() {
    const api = fakeConsignmentApi({ role: 'lab', status: 20, list: 'rows' });
    const opened: string[] = [];
    render(
      <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
        <MemoryRouter>
          <LabIncomingScreen api={api} onOpen={(r) => opened.push(r.consignCode)} />
        </MemoryRouter>
      </AppProviders>,
    );
    return { api, opened };
  }
  const box = (code: string) =>
    within(
      screen.getAllByTestId('incoming-row').find((r) => r.getAttribute('data-code') === code) as HTMLElement,
    ).getByRole('checkbox');
  const ticked = () =>
    screen
      .getAllByTestId('incoming-row')
      .filter((r) => r.hasAttribute('data-selected'))
      .map((r) => r.getAttribute('data-code'));
  const shiftClick = async (element: HTMLElement) => {
    await act(async () => {
      fireEvent.pointerDown(element, { shiftKey: true });
      fireEvent.click(element, { shiftKey: true });
    });
  };

  it('ticks a range by shift-click and by Shift+Space, without opening a row', async () => {
    const { opened } = renderList();
    await waitFor(() => expect(screen.getAllByTestId('incoming-row')).toHaveLength(7));
    await act(async () => fireEvent.click(box('CL-20261120-0001')));
    await shiftClick(box('CL-20261116-0001'));
    expect(ticked()).toEqual(['CL-20261120-0001', 'CL-20261117-0001', 'CL-20261116-0001']);
    expect(screen.getByTestId('selected-count').textContent).toBe('3 selected');
    // The machine's answer per row: one of the three may be passed, one confirmed, none rejected but the Submitted one.
    expect(screen.getByTestId('batch-PASS').textContent).toBe('Pass audit (1)');
    expect(screen.getByTestId('batch-CONFIRM_SAMPLE').textContent).toBe('Confirm samples received (1)');
    // Keyboard: Shift+Space on a box extends the range from the last one.
    const last = box('CL-20261105-0001');
    await act(async () => {
      fireEvent.keyDown(last, { key: ' ', shiftKey: true });
      fireEvent.click(last);
    });
    expect(ticked()).toHaveLength(5);
    expect(opened).toEqual([]);
  });

  it('select all on the page, pass: sends the Submitted rows and lists every other row as skipped, with why', async () => {
    const { api } = renderList();
    await waitFor(() => expect(screen.getAllByTestId('incoming-row')).toHaveLength(7));
    await act(async () => fireEvent.click(within(screen.getByTestId('select-page')).getByRole('checkbox')));
    expect(ticked()).toHaveLength(7);
    await act(async () => fireEvent.click(screen.getByTestId('batch-PASS')));
    expect((await screen.findByTestId('batch-skipped')).textContent).toContain('5');
    await act(async () => fireEvent.click(screen.getByTestId('batch-confirm')));
    await screen.findByTestId('batch-result');
    expect(api.calls).toContain('PASS:r-1,r-7');
    expect(screen.getByTestId('batch-summary').textContent).toBe('2 succeeded, 0 failed, 5 skipped');
    expect(screen.getAllByTestId('batch-success')).toHaveLength(2);
    const skipped = screen.getAllByTestId('batch-skipped-item');
    expect(skipped).toHaveLength(5);
    expect(skipped[0]?.textContent).toContain('CL-20261117-0001: skipped: it is Returned');
  });

  it('reject asks for one reason before it sends anything', async () => {
    const { api } = renderList();
    await waitFor(() => expect(screen.getAllByTestId('incoming-row')).toHaveLength(7));
    await act(async () => fireEvent.click(box('CL-20261120-0001')));
    await act(async () => fireEvent.click(screen.getByTestId('batch-REJECT')));
    // Found outside act: React holds what act's scope renders until the scope ends, so the dialog, when its reason
    // field was still loading, could not appear while the wait ran inside it.
    const confirm = await screen.findByTestId('batch-confirm');
    await act(async () => fireEvent.click(confirm));
    expect(api.calls).toEqual([]);
    fireEvent.change(screen.getByTestId('batch-reason'), { target: { value: 'Samples missing' } });
    await act(async () => fireEvent.click(screen.getByTestId('batch-confirm')));
    await screen.findByTestId('batch-result');
    expect(api.calls).toContain('REJECT:r-1:Samples missing');
  });
});
