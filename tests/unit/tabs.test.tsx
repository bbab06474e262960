// The plain tabs as a keyboard and screen reader user meets them: a tablist whose tabs name their panels, one tab stop
// (the chosen tab), arrows round the ends, Home/End, a panel drawn when first chosen and kept (hidden) after.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from '../../src/ui/Tabs';

afterEach(cleanup);

const NAMES = ['one', 'two', 'three'] as const;
type Name = (typeof NAMES)[number];
const drawn: Name[] = [];

function Harness({ start = 'one' }: { start?: Name }) {
  const [tab, setTab] = useState<Name>(start);
  return (
    <Tabs<Name>
      value={tab}
      onChange={setTab}
      testId="tabs"
      tabs={NAMES.map((name) => ({ value: name, label: `Tab ${name}`, testId: `tab-${name}` }))}
      panel={(name) => {
        drawn.push(name);
        return <input aria-label={`field ${name}`} />;
      }}
    />
  );
}

const tab = (name: Name) => screen.getByRole('tab', { name: `Tab ${name}` });
/** Whether a field's panel is shown (not hidden). */
const shown = (label: string) => !screen.getByLabelText(label).closest<HTMLElement>('[role="tabpanel"]')?.hidden;

describe('Tabs', () => {
  it('marks the chosen tab, links tabs and panels, and keeps one tab stop', () => {
    render(<Harness start="two" />);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal');
    expect(tab('two').getAttribute('aria-selected')).toBe('true');
    expect(tab('one').getAttribute('aria-selected')).toBe('false');
    expect(NAMES.map((name) => tab(name).tabIndex)).toEqual([-1, 0, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(tab('two').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('two').id);
    expect(screen.getByTestId('tab-two')).toBe(tab('two'));
  });

  it('moves with the arrows (round the ends) and Home/End, choosing the focused tab', () => {
    render(<Harness />);
    tab('one').focus();
    fireEvent.keyDown(tab('one'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('two'));
    expect(tab('two').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('two'), { key: 'End' });
    expect(document.activeElement).toBe(tab('three'));
    fireEvent.keyDown(tab('three'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('one'));
    fireEvent.keyDown(tab('one'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('three'));
    fireEvent.keyDown(tab('three'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('one'));
    expect(tab('one').getAttribute('aria-selected')).toBe('true');
    expect(NAMES.map((name) => tab(name).tabIndex)).toEqual([0, -1, -1]);
  });

  it('draws a panel when its tab is first chosen and keeps it, hidden, after', () => {
    drawn.length = 0;
    render(<Harness />);
    expect(screen.queryByLabelText('field two')).toBeNull();
    fireEvent.click(tab('two'));
    expect(shown('field two')).toBe(true);
    fireEvent.change(screen.getByLabelText('field two'), { target: { value: 'typed' } });
    fireEvent.click(tab('one'));
    expect(shown('field one')).toBe(true);
    const kept = screen.getByLabelText<HTMLInputElement>('field two');
    expect(shown('field two')).toBe(false);
    expect(kept.value).toBe('typed');
    expect(screen.queryByLabelText('field three')).toBeNull();
    expect(drawn).not.toContain('three');
  });
});
