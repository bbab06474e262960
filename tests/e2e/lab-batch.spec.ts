import { type Browser, expect, type Page, test } from '@playwright/test';
import { consignCall, pageAs, submitCopy } from './support';

// Batch work for the lab (issue 16, item 1), in each of the three languages: the lab ticks three submitted
// consignments on its incoming list (a click and a shift-click, then again by keyboard), starts "pass audit", and while
// the dialog is open the consignor cancels one of them. The batch passes the other two; the refused one is listed with
// the server's reason in the lab's language and is left cancelled. A batch confirm of samples received leaves out a
// labelled consignment whose samples are not all received, and sends the lab to reception instead.

const LAB_NAME = '华通公路工程检测有限公司';
const CANCELLED = { zh: '已取消', en: 'Cancelled', es: 'Cancelado' };
const TEXTS = {
  zh: { summary: '成功 2 条，失败 1 条', refused: `委托单当前状态为“${CANCELLED.zh}”，不能执行此操作。` },
  en: {
    summary: '2 succeeded, 1 failed',
    refused: `This consignment is ${CANCELLED.en}; this action is not possible now.`,
  },
  es: {
    summary: '2 correctos, 1 fallidos',
    refused: `Esta consignación está en estado ${CANCELLED.es}; esta acción no es posible ahora.`,
  },
} as const;

/** The pass-audit button's name in each language: seen, the screen speaks that language. */
const PASS = { zh: '审核通过', en: 'Pass audit', es: 'Aprobar' };

async function labIn(browser: Browser, language: keyof typeof TEXTS, viewport?: { width: number; height: number }) {
  const lab = await pageAs(browser, 'lab');
  if (viewport) await lab.setViewportSize(viewport);
  // Only the Submitted ones: the newest commits first.
  await lab.goto('/BusinessManagement/preManagement?status=20');
  await expect(lab.getByTestId('batch-PASS')).toBeVisible();
  await lab.getByTestId('lang-switch').click();
  await lab.getByTestId(`lang-${language}`).click();
  await expect(lab.getByTestId('batch-PASS')).toHaveText(PASS[language]);
  return lab;
}

const rowOf = (page: Page, code: string) => page.locator(`[data-testid="incoming-row"][data-code="${code}"]`);
const tickOf = (page: Page, code: string) => rowOf(page, code).getByTestId('row-select');

for (const language of ['zh', 'en', 'es'] as const) {
  test(`the lab passes three consignments at once, one refused, in ${language}`, async ({ browser }) => {
    const consignor = await pageAs(browser, 'consignor');
    const copies = [];
    for (let i = 0; i < 3; i++) copies.push(await submitCopy(consignor, LAB_NAME));
    const [oldest, middle, newest] = copies as [(typeof copies)[0], (typeof copies)[0], (typeof copies)[0]];

    const lab = await labIn(browser, language);
    for (const copy of copies) await expect(rowOf(lab, copy.code)).toBeVisible();

    // A click on the newest and a shift-click on the oldest tick all three, without opening any.
    await tickOf(lab, newest.code).click();
    await tickOf(lab, oldest.code).click({ modifiers: ['Shift'] });
    for (const copy of copies) await expect(rowOf(lab, copy.code)).toHaveAttribute('data-selected', 'true');
    await expect(lab).toHaveURL(/preManagement/);
    await expect(lab.getByTestId('selected-count')).toContainText('3');

    // The same by keyboard: clear, Space on the newest, Shift+Space on the oldest.
    await lab.getByTestId('batch-clear').click();
    await expect(rowOf(lab, middle.code)).not.toHaveAttribute('data-selected');
    await tickOf(lab, newest.code).locator('input').focus();
    await lab.keyboard.press('Space');
    await tickOf(lab, oldest.code).locator('input').focus();
    await lab.keyboard.press('Shift+Space');
    for (const copy of copies) await expect(rowOf(lab, copy.code)).toHaveAttribute('data-selected', 'true');

    await lab.getByTestId('batch-PASS').click();
    const dialog = lab.getByTestId('batch-dialog');
    for (const copy of copies) await expect(dialog).toContainText(copy.code);
    // Someone else acts first on one of them.
    await consignCall(consignor, 'CancelConsignInfo', { consignInfoIds: [middle.id], description: 'plans changed' });
    await lab.getByTestId('batch-confirm').click();

    await expect(lab.getByTestId('batch-summary')).toHaveText(TEXTS[language].summary);
    await expect(lab.getByTestId('batch-success')).toHaveCount(2);
    await expect(lab.getByTestId('batch-success').filter({ hasText: newest.code })).toHaveCount(1);
    await expect(lab.getByTestId('batch-success').filter({ hasText: oldest.code })).toHaveCount(1);
    const refused = lab.getByTestId('batch-failure');
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText(middle.code);
    await expect(refused).toContainText(TEXTS[language].refused);
    await lab.screenshot({ path: `test-results/lab-batch-result-${language}.png` });

    const statusOf = async (id: string) =>
      (await consignCall<{ consignStatus: number }>(lab, `GetConsingInfo?id=${id}`)).consignStatus;
    expect([await statusOf(newest.id), await statusOf(middle.id), await statusOf(oldest.id)]).toEqual([40, 70, 40]);
    await lab.getByTestId('batch-close').click();
    // The passed ones left the Submitted list; the refused one stays ticked, nothing else.
    await expect(rowOf(lab, newest.code)).toBeHidden();
    await expect(lab.getByTestId('selected-count')).toContainText('1');
  });
}

test('on a phone the incoming cards have tick boxes and the page can be ticked at once', async ({ browser }) => {
  const consignor = await pageAs(browser, 'consignor');
  const copy = await submitCopy(consignor, LAB_NAME);
  const lab = await labIn(browser, 'en', { width: 375, height: 800 });
  await expect(lab.getByTestId('incoming-cards')).toBeVisible();
  const cards = await lab.getByTestId('incoming-row').count();
  await lab.getByTestId('select-page').click();
  await expect(lab.getByTestId('selected-count')).toHaveText(`${cards} selected`);
  await lab.getByTestId('select-page').click();
  await tickOf(lab, copy.code).click();
  await expect(lab.getByTestId('selected-count')).toHaveText('1 selected');
  await expect(lab.getByTestId('batch-PASS')).toBeEnabled();
  await expect(lab).toHaveURL(/preManagement/);
  await lab.screenshot({ path: 'test-results/lab-batch-phone.png', fullPage: true });
  await lab.getByTestId('batch-REJECT').click();
  await expect(lab.getByTestId('batch-dialog')).toContainText(copy.code);
  // A reject asks for its one reason before it sends anything.
  await lab.getByTestId('batch-confirm').click();
  await expect(lab.getByTestId('batch-dialog')).toContainText('Please give a reason');
  await lab.screenshot({ path: 'test-results/lab-batch-phone-reject.png' });
  await lab.getByTestId('batch-reason').fill('Sample labels unreadable');
  await lab.getByTestId('batch-confirm').click();
  await expect(lab.getByTestId('batch-summary')).toHaveText('1 succeeded, 0 failed');
  expect((await consignCall<{ rollbackCause: string }>(lab, `GetConsingInfo?id=${copy.id}`)).rollbackCause).toBe(
    'Sample labels unreadable',
  );
});

test('a batch confirm leaves out a labelled consignment awaiting its samples and sends the lab to reception', async ({
  browser,
}) => {
  const consignor = await pageAs(browser, 'consignor');
  const copy = await submitCopy(consignor, LAB_NAME);
  const lab = await pageAs(browser, 'lab');
  await consignCall(lab, 'PassAuditConsignInfo', { consignInfoIds: [copy.id] });
  await lab.goto('/BusinessManagement/preManagement?status=40');
  await lab.getByTestId('lang-switch').click();
  await lab.getByTestId('lang-en').click();
  // Its row offers receiving by scanning, with none of its samples in yet.
  await expect(rowOf(lab, copy.code).getByTestId('sample-receipt-progress')).toHaveText(/^0 of \d+ samples received$/);
  await expect(rowOf(lab, copy.code).getByTestId('receive-by-scanning')).toHaveText('Receive by scanning');
  await tickOf(lab, copy.code).click();
  await expect(lab.getByTestId('batch-CONFIRM_SAMPLE')).toHaveText('Confirm samples received (0)');
  await lab.getByTestId('batch-CONFIRM_SAMPLE').click();
  // The dialog names it and says what to do instead; there is nothing to send.
  const dialog = lab.getByTestId('batch-dialog');
  await expect(dialog.getByTestId('batch-awaiting-reception')).toContainText(
    `${copy.code}: their samples carry labels and are received one by one by scanning at Sample reception`,
  );
  await expect(dialog.getByTestId('batch-confirm')).toBeDisabled();
  await dialog.getByTestId('batch-open-reception').click();
  await expect(lab).toHaveURL(new RegExp(`/BusinessManagement/sampleReception\\?consignId=${copy.id}$`));
  await expect(lab.getByTestId('reception-consignment')).toContainText(copy.code);
  expect((await consignCall<{ consignStatus: number }>(lab, `GetConsingInfo?id=${copy.id}`)).consignStatus).toBe(40);
});
