// The attachment panel's rules and upload queue, and the panel over a fake client: the rows and buttons the rules
// allow, the empty state, a refused upload that shows the server's reason and succeeds on retry, a deletion that
// asks first.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Accessory } from '../../contracts/file';
import { allowedEvents, ConsignStatus } from '../../machines/consignment';
import { ReportStatus } from '../../machines/report';
import { AppProviders } from '../../src/App';
import type { ApiClient, RequestOptions } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { AttachmentPanel } from '../../src/features/attachments/AttachmentPanel';
import {
  acceptOf,
  canPreview,
  consignmentFileRights,
  type FileRights,
  READ_ONLY,
  reportFileRights,
} from '../../src/features/attachments/rules';
import { failureText, newUpload, percentOf, uploadsReducer } from '../../src/features/attachments/uploadQueue';
import { fileSizeParts } from '../../src/utils/format';
import { SelfServiceProviders } from '../../stories/self-service/SelfServiceScreen';

afterEach(cleanup);

const CONSIGNOR_KINDS = ['samplingRecord', 'drawing', 'photo'];

describe('who may change which attachments', () => {
  const consignment = (role: 'consignor' | 'lab' | 'admin', status: number) =>
    consignmentFileRights(role, allowedEvents(status, role));

  it('the consignor its own kinds while it may edit (Draft, Returned), the lab receipt photos while it may correct', () => {
    for (const status of Object.values(ConsignStatus)) {
      const editable = status === ConsignStatus.Draft || status === ConsignStatus.Returned;
      expect(consignment('consignor', status).add, `consignor at ${status}`).toEqual(editable ? CONSIGNOR_KINDS : []);
      const correctable = status === ConsignStatus.Accepted || status === ConsignStatus.InTest;
      expect(consignment('lab', status), `lab at ${status}`).toEqual(
        correctable ? { add: ['receiptPhoto'], remove: ['receiptPhoto'] } : READ_ONLY,
      );
      expect(consignment('admin', status)).toEqual(READ_ONLY);
    }
  });

  it('a report’s PDF: the lab adds it until Delivered and removes it only before Issued; the consignor never', () => {
    const lab = Object.values(ReportStatus).map((status) => [status, reportFileRights('lab', status)]);
    expect(lab).toEqual([
      [10, { add: ['reportPdf'], remove: ['reportPdf'] }],
      [20, { add: ['reportPdf'], remove: ['reportPdf'] }],
      [30, { add: ['reportPdf'], remove: ['reportPdf'] }],
      [40, { add: ['reportPdf'], remove: [] }],
      [50, READ_ONLY],
    ]);
    expect(reportFileRights('consignor', ReportStatus.Pending)).toEqual(READ_ONLY);
  });

  it('the picker offers images for photos and PDFs for a report; only images and PDFs are previewed', () => {
    expect([acceptOf('photo'), acceptOf('receiptPhoto'), acceptOf('reportPdf'), acceptOf('drawing')]).toEqual([
      'image/*',
      'image/*',
      'application/pdf,.pdf',
      undefined,
    ]);
    expect(['image/png', 'image/jpeg', 'application/pdf', 'image/tiff', 'application/msword'].map(canPreview)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('the upload queue', () => {
  const file = new File(['x'.repeat(2048)], 'a.png', { type: 'image/png' });

  it('an upload runs with its progress, fails with a reason, and starts afresh on retry', () => {
    const upload = newUpload(file, 'photo');
    let state = uploadsReducer([], { type: 'add', uploads: [upload, newUpload(file, 'drawing')] });
    state = uploadsReducer(state, { type: 'progress', key: upload.key, sent: 512, total: 2048 });
    expect(percentOf(state[0] as typeof upload)).toBe(25);
    state = uploadsReducer(state, { type: 'fail', key: upload.key, error: 'too large' });
    expect(state[0]).toMatchObject({ error: 'too large', sent: 512 });
    state = uploadsReducer(state, { type: 'retry', key: upload.key });
    expect(state[0]).toMatchObject({ error: null, sent: 0 });
    state = uploadsReducer(state, { type: 'remove', key: upload.key });
    expect(state.map((u) => u.accessoryType)).toEqual(['drawing']);
    expect(percentOf({ sent: 0, total: 0 })).toBe(0);
  });

  it('a refused file says the server’s reasons rather than its general message', () => {
    const refused = new ApiError({
      message: 'Invalid request',
      status: 400,
      url: '/x',
      validationErrors: [{ message: 'Not an allowed type.', members: ['file'] }],
    });
    expect(failureText(refused)).toBe('Not an allowed type.');
    expect(
      failureText(new ApiError({ message: 'The file is too large: at most 10 MB.', status: 413, url: '/x' })),
    ).toBe('The file is too large: at most 10 MB.');
  });

  it('sizes are told in the largest unit that keeps them at 1 or more', () => {
    expect(fileSizeParts(900)).toEqual({ value: 900, unit: 'byte' });
    expect(fileSizeParts(1536)).toEqual({ value: 1.5, unit: 'kilobyte' });
    expect(fileSizeParts(5 * 1024 * 1024)).toEqual({ value: 5, unit: 'megabyte' });
  });
});

const stored = (id: string, fileName: string, accessoryType: string, contentType: string): Accessory => ({
  id,
  foreignTable: 'BuConsignInfo',
  foreignKey: 'c-1',
  accessoryType,
  fileName,
  contentType,
  size: 2048,
  url: `/api/services/app/FileService/DownloadFileByAccessoryId?id=${id}`,
  path: `attachments/${id}.bin`,
  uploaderName: '李工',
  creationTime: '2026-11-27T08:00:00.000Z',
});

/** A FileService of one consignment: the first upload is refused, later ones are kept. */
function fakeFiles(files: Accessory[]) {
  let uploads = 0;
  const calls: string[] = [];
  const client = {
    get: async (path: string) => {
      calls.push(`GET ${path.split('/').pop()}`);
      return [...files];
    },
    post: async (path: string, options?: RequestOptions) => {
      calls.push(`POST ${path.split('/').pop()}`);
      uploads += 1;
      if (uploads === 1) {
        throw new ApiError({
          message: 'Invalid request',
          status: 400,
          url: path,
          validationErrors: [{ message: 'This kind of file cannot be uploaded.', members: ['file'] }],
        });
      }
      const file = (options as { body: FormData }).body.get('file') as File;
      const kind = String(options?.query?.accessoryType);
      files.push(stored(`f-${uploads}`, file.name, kind, file.type));
      return files.at(-1);
    },
    put: async () => null,
    delete: async (path: string, options?: RequestOptions) => {
      calls.push(`DELETE ${path.split('/').pop()}`);
      files.splice(
        files.findIndex((f) => f.id === options?.query?.id),
        1,
      );
      return null;
    },
  } as unknown as ApiClient;
  return { client, calls };
}

function renderPanel(files: Accessory[], rights: FileRights) {
  const fake = fakeFiles(files);
  render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <SelfServiceProviders signedInAs="consignor" client={fake.client}>
        <AttachmentPanel holder={{ foreignTable: 'BuConsignInfo', foreignKey: 'c-1' }} rights={rights} />
      </SelfServiceProviders>
    </AppProviders>,
  );
  return fake;
}

describe('the attachment panel', { timeout: 30_000 }, () => {
  it('says when there are none yet, and offers no picker to whom may not add', async () => {
    renderPanel([], READ_ONLY);
    expect((await screen.findByTestId('attachments-empty')).textContent).toBe('No attachments yet');
    expect(screen.queryByTestId('attachment-input')).toBeNull();
  });

  it('lists each file with its kind; preview for images and PDFs, delete only for the kinds one may remove', async () => {
    renderPanel(
      [
        stored('a', 'site.png', 'photo', 'image/png'),
        stored('b', 'receipt.jpg', 'receiptPhoto', 'image/jpeg'),
        stored(
          'c',
          'drawing.docx',
          'drawing',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ),
      ],
      consignmentFileRights('consignor', ['SAVE']),
    );
    const rows = await screen.findAllByTestId('attachment-row');
    expect(rows.map((row) => [row.dataset.name, row.textContent?.includes('李工')])).toEqual([
      ['site.png', true],
      ['receipt.jpg', true],
      ['drawing.docx', true],
    ]);
    const has = (row: HTMLElement, testId: string) => within(row).queryByTestId(testId) !== null;
    expect(rows.map((row) => has(row, 'attachment-preview-open'))).toEqual([true, true, false]);
    expect(rows.map((row) => has(row, 'attachment-remove'))).toEqual([true, false, true]);
    expect(within(rows[0] as HTMLElement).getByText('Photo')).toBeTruthy();
  });

  it('a refused upload stays on its row with the server’s reason; retry sends it again and it joins the list', async () => {
    const fake = renderPanel([], consignmentFileRights('consignor', ['SAVE']));
    const kind = await screen.findByTestId('attachment-kind');
    fireEvent.change(kind, { target: { value: 'drawing' } });
    const input = screen.getByTestId('attachment-input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByTestId('upload-error')).textContent).toBe('This kind of file cannot be uploaded.');
    fireEvent.click(screen.getByTestId('upload-retry'));
    await waitFor(() => expect(screen.queryByTestId('upload-row')).toBeNull());
    const row = await screen.findByTestId('attachment-row');
    expect([row.dataset.name, row.dataset.kind]).toEqual(['plan.pdf', 'drawing']);
    expect(fake.calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST uploadAccessory',
      'POST uploadAccessory',
    ]);
  });

  it('a file is deleted only once the person confirms', async () => {
    const fake = renderPanel(
      [stored('a', 'site.png', 'photo', 'image/png')],
      consignmentFileRights('consignor', ['SAVE']),
    );
    fireEvent.click(await screen.findByTestId('attachment-remove'));
    expect((await screen.findByTestId('attachment-delete')).textContent).toContain('site.png');
    expect(fake.calls).not.toContain('DELETE Delete');
    fireEvent.click(screen.getByTestId('attachment-delete-confirm'));
    expect(await screen.findByTestId('attachments-empty')).toBeTruthy();
    expect(fake.calls).toContain('DELETE Delete');
  });
});
