// Witnessed sampling in the browser (issue 42): the label sheets print at the stock's size in mm, one QR code per
// label; a code typed or scanned as a keyboard is taken in the stored spelling, anything else is refused; a photo
// upload that fails for want of a connection is tried again, a refusal is not.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/App';
import { ApiError } from '../../src/api/errors';
import type { SampleApi, SampleLabelRow } from '../../src/api/samples';
import { CodeEntry } from '../../src/features/samples/CodeEntry';
import { type LabelFace, LabelSheet } from '../../src/features/samples/LabelSheet';
import { LABEL_LAYOUTS } from '../../src/features/samples/labelLayouts';
import { withRetry } from '../../src/features/samples/retry';
import { WitnessCard } from '../../src/features/samples/WitnessCard';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const faces = (n: number): LabelFace[] =>
  Array.from({ length: n }, (_, i) => ({
    labelCode: `ABCDEFGH${String(1000 + i)}`,
    consignCode: 'CL-20261202-0001',
    sampleName: `Rebar ${i + 1}`,
    printedAt: '2026-12-02T04:00:00.000Z',
  }));

describe('the label sheet', () => {
  it('lays 25 labels on two A4 pages of 3 × 8, each label 70 × 37 mm with its QR code and grouped code', async () => {
    render(<LabelSheet faces={faces(25)} layout={LABEL_LAYOUTS['a4-3x8']} />);
    const preview = screen.getByTestId('label-preview');
    const pages = preview.children;
    expect(pages).toHaveLength(2);
    const first = pages[0] as HTMLElement;
    expect([first.style.width, first.style.height]).toEqual(['210mm', '297mm']);
    expect(first.style.gridTemplateColumns).toBe('repeat(3, 70mm)');
    expect(first.style.gridTemplateRows).toBe('repeat(8, 37mm)');
    expect(within(first).getAllByTestId('sample-label')).toHaveLength(24);
    expect(within(pages[1] as HTMLElement).getAllByTestId('sample-label')).toHaveLength(1);
    expect(within(first).getByText('ABCD EFGH 1000')).toBeTruthy();
    expect(within(first).getByText('Rebar 1')).toBeTruthy();
    const qr = await within(first).findByAltText('ABCDEFGH1000');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // The same pages wait under <body> for print, with the page's size for @page.
    const printed = screen.getByTestId('label-print-root');
    expect(printed.parentElement).toBe(document.body);
    expect(printed.querySelector('style')?.textContent).toContain('@page { size: 210mm 297mm; margin: 0; }');
  });

  it('prints one 50 × 30 mm label per page on a label printer', () => {
    render(<LabelSheet faces={faces(3)} layout={LABEL_LAYOUTS['roll-50x30']} />);
    const pages = [...screen.getByTestId('label-preview').children] as HTMLElement[];
    expect(pages.map((page) => [page.style.width, page.style.height])).toEqual([
      ['50mm', '30mm'],
      ['50mm', '30mm'],
      ['50mm', '30mm'],
    ]);
    expect(screen.getByTestId('label-print-root').querySelector('style')?.textContent).toContain('size: 50mm 30mm');
  });
});

describe('the label code field', () => {
  const entry = (onCode: (code: string) => void) =>
    render(
      <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
        <CodeEntry onCode={onCode} />
      </AppProviders>,
    );

  it('takes a code as a USB scanner types it (then Enter), in any case and grouped, and is ready for the next', () => {
    const onCode = vi.fn();
    entry(onCode);
    const field = screen.getByTestId('field-labelCode') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'abcd-efgh-jkmo' } });
    fireEvent.submit(field.form as HTMLFormElement);
    expect(onCode).toHaveBeenCalledWith('ABCDEFGHJKM0');
    expect(field.value).toBe('');
  });

  it('refuses what is not a label code and says so', () => {
    const onCode = vi.fn();
    entry(onCode);
    const field = screen.getByTestId('field-labelCode') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'CL-2026' } });
    fireEvent.submit(field.form as HTMLFormElement);
    expect(onCode).not.toHaveBeenCalled();
    expect(screen.getByText('This is not a label code (12 letters and digits).')).toBeTruthy();
  });
});

describe('a photo upload on a poor connection', () => {
  const offline = () => new ApiError({ message: 'Network error', status: 0, url: '/upload' });

  it('is tried again after a lost connection until it goes through', async () => {
    vi.useFakeTimers();
    const call = vi.fn().mockRejectedValueOnce(offline()).mockRejectedValueOnce(offline()).mockResolvedValue('file-1');
    const result = withRetry(call);
    await act(() => vi.runAllTimersAsync());
    await expect(result).resolves.toBe('file-1');
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('is not tried again when the server refuses it', async () => {
    const refused = new ApiError({ message: 'This label is voided', status: 409, url: '/bind' });
    const call = vi.fn().mockRejectedValue(refused);
    await expect(withRetry(call)).rejects.toBe(refused);
    expect(call).toHaveBeenCalledTimes(1);
  });
});

describe('the witness card on the witness’s own page', () => {
  const bound = (id: string) => ({ id, labelCode: `ABCDEFGH000${id}`, sampleName: `Rebar ${id}` }) as SampleLabelRow;

  it('offers only "confirm as myself", confirms every waiting label without a code, and shows a refusal', async () => {
    const witness = vi.fn().mockRejectedValueOnce(new Error('You are not the witness')).mockResolvedValue([]);
    const sendWitnessCode = vi.fn();
    const onWitnessed = vi.fn();
    render(
      <AppProviders settings={{ language: 'en', device: 'mobile', sidebarOpened: false }}>
        <WitnessCard
          api={{ witness, sendWitnessCode } as unknown as SampleApi}
          consignId="c1"
          waiting={[bound('1'), bound('2')]}
          onWitnessed={onWitnessed}
          asWitness
        />
      </AppProviders>,
    );
    expect(screen.queryByTestId('witness-send-code')).toBeNull();
    const confirm = screen.getByTestId('witness-as-account');
    expect(confirm.textContent).toBe('Confirm as myself');
    fireEvent.click(confirm);
    expect(await screen.findByTestId('witness-error')).toHaveProperty('textContent', 'You are not the witness');
    expect(onWitnessed).not.toHaveBeenCalled();
    fireEvent.click(confirm);
    await waitFor(() => expect(onWitnessed).toHaveBeenCalledTimes(1));
    expect(witness).toHaveBeenLastCalledWith({ consignId: 'c1', labelIds: ['1', '2'] });
    expect(sendWitnessCode).not.toHaveBeenCalled();
  });
});
