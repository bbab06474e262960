// The app's one text field (src/ui/TextField.tsx, drawn plain on every screen): the label and its required
// mark, "Required" only once a required field has been touched and left empty, the caller's error before its helper.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/App';
import { TextField } from '../../src/ui/TextField';
import type { TextFieldProps } from '../../src/ui/useTextField';

afterEach(cleanup);

function Field(props: Omit<TextFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <TextField {...props} value={value} onChange={setValue} />;
}

const inEnglish = (props: Parameters<typeof Field>[0]) =>
  render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <Field {...props} />
    </AppProviders>,
  );

describe('the text field', () => {
  it('shows "Required" once a required field is touched and left empty, not before', () => {
    inEnglish({ label: 'Unit name', name: 'name', required: true, helper: 'As registered' });
    const input = screen.getByLabelText(/Unit name/);
    expect(input).toBe(screen.getByTestId('field-name'));
    expect(input).toHaveProperty('required', true);
    expect(screen.getByText('*')).toBeTruthy();
    expect(screen.getByText('As registered')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.change(input, { target: { value: '' } });
    const error = screen.getByText('Required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-errormessage')).toBe(error.id);
    expect(screen.queryByText('As registered')).toBeNull();
  });

  it('shows the caller’s error, and none of its own when the form checks the field', () => {
    inEnglish({ label: 'Phone', name: 'regPhone', required: true, formChecked: true, error: 'Phone is too long.' });
    const input = screen.getByTestId('field-regPhone');
    fireEvent.blur(input);
    expect(screen.getByText('Phone is too long.')).toBeTruthy();
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('draws a textarea of the given rows for a multiline field', () => {
    inEnglish({ label: 'Description', name: 'description', multiline: true, rows: 4, initial: 'one' });
    const textarea = screen.getByTestId('field-description');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('rows')).toBe('4');
    expect((textarea as HTMLTextAreaElement).value).toBe('one');
  });

  it('draws what the caller puts at its end beside the input, which keeps its label', () => {
    inEnglish({ label: 'Code', name: 'code', end: <button type="button">Send code</button> });
    const input = screen.getByLabelText('Code');
    expect(input).toBe(screen.getByTestId('field-code'));
    expect(input.parentElement).toBe(screen.getByRole('button', { name: 'Send code' }).parentElement);
  });
});
