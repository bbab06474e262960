// The one date input (src/ui/DatePicker.tsx): it shows and reads dates as the interface's language writes them, not
// as the browser's locale does (a native date input showed mm/dd/yyyy in the Chinese interface).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/App';
import { FilterField } from '../../src/components/FilterBar';
import type { Language } from '../../src/i18n';
import { TextField } from '../../src/ui/TextField';

afterEach(cleanup);

const changes: string[] = [];

function DateFilter({ initial, min }: { initial: string; min?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <FilterField
      type="date"
      label="From"
      value={value}
      min={min}
      testId="from"
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

function inLanguage(language: Language, node: React.ReactNode) {
  changes.length = 0;
  render(<AppProviders settings={{ language, device: 'desktop', sidebarOpened: true }}>{node}</AppProviders>);
  return screen.getByTestId('from') as HTMLInputElement;
}

describe('the date input', () => {
  it('shows a date as yyyy/mm/dd in the Chinese interface, dd/mm/yyyy in Spanish, mm/dd/yyyy in English', () => {
    expect(inLanguage('zh', <DateFilter initial="2026-03-05" />).value).toBe('2026/03/05');
    cleanup();
    expect(inLanguage('es', <DateFilter initial="2026-03-05" />).value).toBe('05/03/2026');
    cleanup();
    expect(inLanguage('en', <DateFilter initial="2026-03-05" />).value).toBe('03/05/2026');
  });

  it('reads a typed date in the language’s order and hands on yyyy-MM-dd once it is whole', () => {
    const input = inLanguage('es', <DateFilter initial="" />);
    expect(input.placeholder).toBe('dd/mm/aaaa');
    fireEvent.change(input, { target: { value: '7/4/20' } });
    expect(changes).toEqual([]);
    fireEvent.change(input, { target: { value: '7/4/2026' } });
    expect(changes).toEqual(['2026-04-07']);
    fireEvent.blur(input);
    expect(input.value).toBe('07/04/2026');
    fireEvent.change(input, { target: { value: '' } });
    expect(changes).toEqual(['2026-04-07', '']);
  });

  it('takes yyyy-mm-dd in any language, refuses a day that does not exist or is out of bounds', () => {
    const input = inLanguage('en', <DateFilter initial="2026-03-05" min="2026-03-01" />);
    fireEvent.change(input, { target: { value: '2026-03-09' } });
    expect(changes).toEqual(['2026-03-09']);
    fireEvent.change(input, { target: { value: '02/30/2026' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '02/27/2026' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(changes).toEqual(['2026-03-09']);
    fireEvent.blur(input);
    expect(input.value).toBe('03/09/2026');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('is labelled, and its calendar button is named and reached by Tab', () => {
    inLanguage('zh', <DateFilter initial="" />);
    expect(screen.getByLabelText('From')).toBe(screen.getByTestId('from'));
    const open = screen.getByRole('button', { name: '选择日期' });
    expect(open.tabIndex).toBe(0);
  });

  it('shows a date and time field as yyyy/mm/dd hh:mm in Chinese and reads it back', () => {
    function Expect() {
      const [value, setValue] = useState('2031-06-02T09:30');
      return (
        <TextField
          label="Expected"
          type="datetime-local"
          testId="from"
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      );
    }
    const input = inLanguage('zh', <Expect />);
    expect(input.value).toBe('2031/06/02 09:30');
    fireEvent.change(input, { target: { value: '2031/06/03 14:05' } });
    expect(changes).toEqual(['2031-06-03T14:05']);
  });
});
