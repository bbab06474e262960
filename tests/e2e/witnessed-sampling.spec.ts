import { chromium, expect, test } from '@playwright/test';
import { writeY4m } from './fake-camera';
import {
  bindEverySample,
  codeSentTo,
  consignCall,
  pageAs,
  savedState,
  serviceCall,
  signIn,
  submitCopy,
  witnessAccount,
} from './support';

// Witnessed sampling (issue 42), the whole way: the consignor prints the labels of a submitted consignment; the
// sampler's page on a 375 px phone reads a printed label through Chromium's fake camera (a video made from the
// label as printed), takes a photo and binds it (the first binding sent on a lost connection, and again by itself
// once it is back); the witness confirms with the code sent by SMS to the witness phone on the consignment; the lab
// types the code as a USB scanner does and receives each sample; the consignment then shows its samples received.
// The witness with an account of its own (another unit's user whose proven mobile is the witness phone) finds the
// consignment under "To witness" on its phone and confirms the bound samples as itself.

const LAB_NAME = '华通公路工程检测有限公司';

test('a label is printed, scanned on site, witnessed by SMS code and received at the lab', async ({ browser }) => {
  const consignor = await pageAs(browser, 'consignor');
  const consignment = await submitCopy(consignor, LAB_NAME);
  const lab = await pageAs(browser, 'lab');
  await consignCall(lab, 'PassAuditConsignInfo', { consignInfoIds: [consignment.id] });
  const { jzphone } = await consignCall<{ jzphone: string }>(consignor, `GetConsingInfo?id=${consignment.id}`);

  // The consignor's labels: a label printer's 50 × 30 mm stock, the label at three times the screen's pixels.
  const printing = await browser.newContext({ storageState: savedState('consignor'), deviceScaleFactor: 3 });
  const labels = await printing.newPage();
  await labels.goto(`/ConsignInfo/sampleLabels/${consignment.id}?layout=roll-50x30`);
  const printed = labels.getByTestId('label-preview').getByTestId('sample-label').first();
  await expect(printed.getByRole('img')).toBeVisible();
  await expect(labels.getByTestId('label-preview')).toHaveAttribute('data-layout', 'roll-50x30');
  await expect(labels.getByTestId('print-labels')).toBeEnabled();
  // One label per sample of the consignment; the first is filmed, the others typed as the fallback.
  const codes = await labels
    .getByTestId('label-preview')
    .getByTestId('sample-label')
    .evaluateAll((all) => all.map((label) => label.getAttribute('data-label-code') as string));
  const [filmed] = codes as [string];
  const video = test.info().outputPath('label.y4m');
  writeY4m(await printed.screenshot(), video);
  const photo = await printed.screenshot();
  await printing.close();

  // The sampler's phone, its camera filming the printed label.
  const phone = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await phone.newContext({
      storageState: savedState('consignor'),
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      permissions: ['camera', 'geolocation'],
      geolocation: { latitude: 32.0603, longitude: 118.7969 },
      locale: 'en-US',
    });
    const sampler = await context.newPage();
    await sampler.goto(`/ConsignInfo/sampling/${consignment.id}`);
    await expect(sampler.getByTestId('samples-missing').getByTestId('missing-unbound')).toBeVisible();
    for (const [index, code] of codes.entries()) {
      if (index > 0) {
        await sampler.getByTestId('field-labelCode').fill(code.toLowerCase().replace(/(.{4})(?=.)/g, '$1-'));
        await sampler.getByTestId('label-code-submit').click();
      }
      // The camera opens by itself and reads the first label: its binding starts, with the time and the position.
      const binding = sampler.locator(`[data-testid="binding-card"][data-label-code="${code}"]`);
      await expect(binding).toBeVisible();
      await expect(binding.getByTestId('binding-position')).toHaveText('32.06030, 118.79690');
      await expect(binding.getByTestId('binding-send')).toBeDisabled();
      await binding
        .getByTestId('binding-photo-input')
        .setInputFiles({ name: 'sample.png', mimeType: 'image/png', buffer: photo });
      await expect(binding.getByTestId('binding-photo')).toHaveAttribute('data-sent', 'false');
      // The first one on a lost connection: the upload fails after its retries, the binding and its photo stay on
      // the phone, and go by themselves once the connection is back.
      if (index === 0) await context.setOffline(true);
      await binding.getByTestId('binding-send').click();
      if (index === 0) {
        await expect(binding.getByTestId('binding-error')).toBeVisible();
        await expect(binding.getByTestId('binding-photo')).toHaveAttribute('data-sent', 'false');
        await context.setOffline(false);
      }
      await expect(binding).toBeHidden();
      const row = sampler.locator(`[data-testid="sampling-label"][data-label-code="${code}"]`);
      await expect(row.getByTestId('label-status')).toHaveAttribute('data-status', '20');
    }
    expect(filmed).toBe(codes[0]);

    // The witness, beside the sampler, reads the code sent to the witness phone on the consignment.
    await sampler.getByTestId('witness-send-code').click();
    await sampler.getByTestId('field-witnessCode').fill(await codeSentTo(jzphone));
    await sampler.getByTestId('witness-confirm').click();
    await expect(sampler.getByTestId('witness-card')).toBeHidden();
    await expect(sampler.getByTestId('sampling-labels').locator('[data-status="30"]')).toHaveCount(codes.length);
  } finally {
    await phone.close();
  }

  // The lab's reception: the scanner types each code and Enter; the field keeps the focus for the next.
  await lab.goto('/BusinessManagement/sampleReception');
  await lab.getByTestId('field-labelCode').click();
  for (const code of codes) {
    await lab.keyboard.type(code);
    await lab.keyboard.press('Enter');
    const shown = lab.getByTestId('reception-label');
    await expect(shown).toHaveAttribute('data-label-code', code);
    await expect(shown.getByTestId('stored-photo')).toBeVisible();
    await expect(shown.locator('[data-testid="custody-event"][data-action="witnessed"]')).toBeVisible();
    await shown.getByTestId('receive-label').click();
    await expect(shown.getByTestId('reception-done')).toBeVisible();
    await expect(lab.getByTestId('reception-received')).toContainText(code);
    await lab.getByTestId('field-labelCode').click();
  }
  // Scanned again, a received label is refused with the reason.
  await lab.keyboard.type(filmed);
  await lab.keyboard.press('Enter');
  await expect(lab.getByTestId('reception-refused')).toBeVisible();

  // The consignment: every sample received, and the consignment itself moved to samples received (InTest).
  await consignor.goto(`/ConsignInfo/consignInfoDetail/${consignment.id}`);
  const panel = consignor.getByTestId('samples-panel');
  await expect(panel.getByTestId('samples-complete')).toBeVisible();
  await expect(panel.locator('[data-testid="label-status"][data-status="40"]')).toHaveCount(codes.length);
  const after = await consignCall<{ consignStatus: number }>(consignor, `GetConsingInfo?id=${consignment.id}`);
  expect(after.consignStatus).toBe(50);
});

test('the witness signs in with its own account, finds the consignment under To witness and confirms it', async ({
  browser,
}) => {
  const consignor = await pageAs(browser, 'consignor');
  const consignment = await submitCopy(consignor, LAB_NAME);
  const lab = await pageAs(browser, 'lab');
  await consignCall(lab, 'PassAuditConsignInfo', { consignInfoIds: [consignment.id] });
  await bindEverySample(consignor, consignment.id);
  const { items } = await serviceCall<{ items: { labelStatus: number }[] }>(
    consignor,
    `SampleLabel/GetConsignLabels?consignId=${consignment.id}`,
  );
  const bound = items.filter((label) => label.labelStatus === 20).length;
  expect(bound).toBeGreaterThan(0);

  // The supervising engineer's phone: signed in as itself, of another consigning unit, without the consignment's unit.
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  try {
    const witness = await context.newPage();
    await witness.addInitScript(() => localStorage.setItem('language', 'en'));
    await signIn(witness, witnessAccount.userName);
    await witness.getByTestId('sidebar-toggle').click();
    await witness.getByTestId('sidebar').getByTestId('menu-witnessQueue').click();
    await expect(witness).toHaveURL(/\/ConsignInfo\/witnessQueue$/);
    await expect(witness.getByRole('heading', { name: 'To witness', level: 2 })).toBeVisible();
    const row = witness.locator(`[data-testid="witness-queue-row"][data-consign-id="${consignment.id}"]`);
    await expect(row).toContainText(consignment.code);
    await expect(row.getByTestId('witness-queue-waiting')).toHaveText(`${bound} waiting`);
    await witness.screenshot({ path: test.info().outputPath('witness-queue-375.png') });
    await row.getByTestId('witness-queue-open').click();

    await expect(witness).toHaveURL(new RegExp(`/ConsignInfo/witness/${consignment.id}$`));
    const card = witness.getByTestId('witness-card');
    await expect(card).toBeVisible();
    // Its own account's path only: no SMS code to send from here.
    await expect(card.getByTestId('witness-send-code')).toHaveCount(0);
    await card.getByTestId('witness-as-account').click();
    await expect(card).toBeHidden();
    await expect(witness.getByTestId('witness-nothing-waiting')).toBeVisible();
    await expect(witness.getByTestId('sampling-labels').locator('[data-status="30"]')).toHaveCount(bound);
    const hasOverflow = await witness.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasOverflow).toBe(false);

    await witness.getByTestId('witness-back').click();
    await expect(witness.getByTestId('witness-queue')).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    await context.close();
  }
  const after = await serviceCall<{ items: { labelStatus: number; witnessName: string | null }[] }>(
    consignor,
    `SampleLabel/GetConsignLabels?consignId=${consignment.id}`,
  );
  expect(after.items.filter((label) => label.labelStatus === 30).map((label) => label.witnessName)).toEqual(
    Array(bound).fill('吴海波'),
  );
});
