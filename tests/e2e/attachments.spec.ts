import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { draftCopy, pageAs, receiveEverySample } from './support';

// Files on a consignment and its report, as both sides live them (issue 15): the consignor attaches a photo (dropped
// on the panel) and a PDF (chosen) to a draft and submits it; the lab previews and downloads both; the lab adds the
// report's PDF, which the consignor cannot see until the report is issued, and then downloads from report progress.

/** A 1×1 PNG: the server tells images by their content, not by the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF saying `text`. */
const pdf = (text: string) =>
  Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R',
      '/Resources <</Font <</F1 <</Type /Font /Subtype /Type1 /BaseFont /Helvetica>>>>>>>> endobj',
      `4 0 obj <</Length ${text.length + 33}>> stream`,
      `BT /F1 18 Tf 20 70 Td (${text}) Tj ET`,
      'endstream endobj',
      'trailer <</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
  );

/** The app opens in Chinese: the texts a person reads, by their keys. */
const zh = JSON.parse(readFileSync('locales/zh.json', 'utf8')) as Record<string, string>;

const fileRow = (scope: Page | Locator, name: string) =>
  scope.locator(`[data-testid="attachment-row"][data-name="${name}"]`);

/** Downloads `name` from its row and checks the file's name and bytes. */
async function downloadsAs(page: Page, row: Locator, name: string, bytes: Buffer) {
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('attachment-download').click()]);
  expect(download.suggestedFilename()).toBe(name);
  expect(readFileSync(await download.path())).toEqual(bytes);
}

async function act(page: Page, action: string) {
  await page.getByTestId(`action-${action}`).click();
  await page.getByTestId('action-confirm').click();
}

test('a draft’s photo and PDF reach the lab; the report’s PDF reaches the consignor once issued', async ({
  browser,
}) => {
  const consignor = await pageAs(browser, 'consignor');
  const { id } = await draftCopy(consignor, '华通公路工程检测有限公司');
  const samplingPdf = pdf('Sampling record');

  // The draft opens in the wizard; its attachments sit under the review.
  await consignor.goto(`/ConsignInfo/addConsignInfo?id=${id}`);
  await expect(consignor.getByTestId('wizard-step-Review')).toBeVisible();
  const panel = consignor.getByTestId('attachments');
  await expect(panel.getByTestId('attachments-empty')).toHaveText(zh['attachments.empty'] as string);

  // A photo dropped on the panel, a sampling record chosen with the picker.
  await panel.getByTestId('attachment-kind').selectOption('photo');
  const dropped = await consignor.evaluateHandle(
    ([base64, name]) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64 as string), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], name as string, { type: 'image/png' }));
      return transfer;
    },
    [PNG.toString('base64'), '现场照片.png'],
  );
  await panel.getByTestId('attachment-drop').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(fileRow(panel, '现场照片.png')).toHaveAttribute('data-kind', 'photo');
  await panel.getByTestId('attachment-kind').selectOption('samplingRecord');
  await panel
    .getByTestId('attachment-input')
    .setInputFiles({ name: 'sampling-record.pdf', mimeType: 'application/pdf', buffer: samplingPdf });
  await expect(fileRow(panel, 'sampling-record.pdf')).toHaveAttribute('data-kind', 'samplingRecord');

  // What the server refuses stays on its row with the server's message, until dismissed.
  await panel
    .getByTestId('attachment-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  const refused = panel.locator('[data-testid="upload-row"][data-name="notes.txt"]');
  await expect(refused).toHaveAttribute('data-state', 'failed');
  await expect(refused.getByTestId('upload-error')).toHaveText(zh['errors.file.typeNotAllowed'] as string);
  await expect(refused.getByTestId('upload-retry')).toBeVisible();
  await refused.getByTestId('upload-drop').click();
  await expect(refused).toHaveCount(0);
  await expect(panel).toHaveAttribute('data-count', '2');

  await consignor.getByTestId('wizard-commit').click();
  await expect(consignor.getByTestId('wizard-committed')).toBeVisible();

  // The lab sees both, may change neither, previews each in the page and downloads each as it was.
  const lab = await pageAs(browser, 'lab');
  // The page's Content-Security-Policy must let the preview frame the PDF it fetched (an object URL).
  const refusals: string[] = [];
  lab.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  await lab.goto(`/BusinessManagement/preConsignInfo?id=${id}`);
  await expect(lab.getByTestId('consignment-status')).toHaveAttribute('data-status', '20');
  const labPanel = lab.getByTestId('attachments');
  await expect(labPanel.getByTestId('attachment-row')).toHaveCount(2);
  await expect(labPanel.getByTestId('attachment-input')).toHaveCount(0);
  await expect(labPanel.getByTestId('attachment-remove')).toHaveCount(0);
  const code = ((await lab.getByTestId('consignment-code').textContent()) ?? '').trim();

  await fileRow(labPanel, '现场照片.png').getByTestId('attachment-preview-open').click();
  const preview = lab.getByTestId('attachment-preview');
  await expect(preview.getByTestId('preview-image')).toHaveAttribute('src', /^blob:/);
  expect(await preview.getByTestId('preview-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await downloadsAs(lab, preview, '现场照片.png', PNG);
  await lab.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  await fileRow(labPanel, 'sampling-record.pdf').getByTestId('attachment-preview-open').click();
  await expect(preview.getByTestId('preview-pdf')).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => lab.frames().some((frame) => frame.url().startsWith('blob:'))).toBe(true);
  expect(refusals).toEqual([]);
  await lab.keyboard.press('Escape');
  await downloadsAs(lab, fileRow(labPanel, 'sampling-record.pdf'), 'sampling-record.pdf', samplingPdf);

  // Once accepted the lab may add its receipt photos; each sample is received at reception and the consignment is
  // under test.
  await act(lab, 'PASS');
  await expect(lab.getByTestId('consignment-status')).toHaveAttribute('data-status', '40');
  await expect(labPanel.getByTestId('attachment-input')).toHaveAttribute('accept', 'image/*');
  await receiveEverySample(consignor, lab, id);
  await lab.goto(`/BusinessManagement/preConsignInfo?id=${id}`);
  await expect(lab.getByTestId('consignment-status')).toHaveAttribute('data-status', '50');

  // The lab adds a report to it and attaches the report's PDF.
  const number = `E2E-PDF-${Date.now().toString(36).toUpperCase()}`;
  const reportPdf = pdf(`Report ${number}`);
  const reportName = `${number} 检测报告.pdf`;
  await lab.goto('/BusinessManagement/reportList');
  await lab.getByTestId('reports-create').click();
  await lab.getByTestId('report-create-consignment').selectOption(id);
  await lab.getByTestId('report-create-number').fill(number);
  await lab.getByTestId('report-dialog-submit').click();
  // The dialog closes once the report is created; leaving before that would cut the call off.
  await expect(lab.getByTestId('report-dialog')).toBeHidden();
  await lab.goto(`/BusinessManagement/reportList?q=${number}`);
  const labRow = lab.locator(`[data-testid="report-row"][data-number="${number}"]`);
  await expect(labRow).toHaveAttribute('data-status', '10');
  await labRow.getByTestId('report-files').click();
  const dialog = lab.getByTestId('report-files-dialog');
  await dialog
    .getByTestId('attachment-input')
    .setInputFiles({ name: reportName, mimeType: 'application/pdf', buffer: reportPdf });
  await expect(fileRow(dialog, reportName)).toHaveAttribute('data-kind', 'reportPdf');
  await lab.keyboard.press('Escape');

  // Not issued yet: the consignor follows the report but has no PDF to download.
  await consignor.goto(`/TestingOrgSearch/reportSchedule?consignCode=${code}`);
  const scheduleRow = consignor.locator(`[data-testid="schedule-row"][data-number="${number}"]`);
  await expect(scheduleRow).toHaveAttribute('data-status', '10');
  await expect(scheduleRow.getByTestId('report-download-pdf')).toHaveCount(0);

  // Issued: the consignor downloads it under its own name.
  await labRow.locator('label').first().click();
  await lab.getByTestId('reports-change-status').click();
  await lab.getByTestId('report-target-status').selectOption('40');
  await lab.getByTestId('report-dialog-submit').click();
  await expect(labRow).toHaveAttribute('data-status', '40');
  await consignor.reload();
  await expect(scheduleRow).toHaveAttribute('data-status', '40');
  const [download] = await Promise.all([
    consignor.waitForEvent('download'),
    scheduleRow.getByTestId('report-download-pdf').click(),
  ]);
  expect(download.suggestedFilename()).toBe(reportName);
  expect(readFileSync(await download.path())).toEqual(reportPdf);
});

test('a consigning unit keeps its certificates on its information page and downloads them', async ({ browser }) => {
  const page = await pageAs(browser, 'consignor');
  // The panel loads when its place, below the unit's information, comes into sight.
  const panelInSight = async () => {
    await page.getByTestId('consign-unit-info').getByTestId('attachments-loading').first().scrollIntoViewIfNeeded();
  };
  await page.goto('/UserCenter/ConsginUnitCenter');
  await panelInSight();
  const panel = page.getByTestId('consign-unit-info').getByTestId('attachments');
  await expect(panel).toHaveAttribute('data-count', /\d+/);
  const name = `资质证书-${Date.now()}.pdf`;
  const certificate = pdf('Certificate');
  await panel.getByTestId('attachment-input').setInputFiles({ name, mimeType: 'application/pdf', buffer: certificate });
  await expect(fileRow(panel, name)).toHaveAttribute('data-kind', 'unitImage');
  await page.reload();
  await panelInSight();
  await downloadsAs(page, fileRow(page.getByTestId('attachments'), name), name, certificate);
});
