import { expect, type Page, test } from '@playwright/test';
import { consignCall, pageAs, receiveEverySample, witnessAccount } from './support';

// The heart of the product, as its two users live it: a consignor books a raw-material test
// through the wizard, the lab rejects it with a reason, the consignor fixes and resubmits, the
// lab passes it, the consignor enters the parcel's tracking number, the lab receives each sample by its label at
// reception (offered "receive by scanning" where the whole-consignment confirm was), and both sides see the same
// status and log.

async function openIncoming(lab: Page, code: string) {
  await lab.goto('/BusinessManagement/preManagement');
  await lab.locator(`[data-testid="incoming-row"][data-code="${code}"]`).first().click();
  await expect(lab.getByTestId('consignment-detail')).toBeVisible();
}

async function act(page: Page, action: string, reason?: string) {
  await page.getByTestId(`action-${action}`).click();
  if (reason !== undefined) await page.getByTestId('action-reason').fill(reason);
  await page.getByTestId('action-confirm').click();
}

const status = (page: Page) => page.getByTestId('consignment-status');

test('a raw-material consignment goes from booking to testing, seen alike by both sides', async ({ browser }) => {
  const consignor = await pageAs(browser, 'consignor');

  // Book through the wizard.
  await consignor.goto('/ConsignInfo/rawMateriaConsignInfo');
  await consignor.getByTestId('book-test').click();
  await expect(consignor.getByTestId('wizard-step-ChooseLab')).toBeVisible();
  // The lab behind the demo account `lab` (server/db/seed/demo-data.ts).
  await consignor.locator('[data-testid="lab-option"][data-name="华通公路工程检测有限公司"]').click();
  // The lab offers several addresses and qualifications: until both are chosen the step is not complete.
  await expect(consignor.getByTestId('lab-choices')).toBeVisible();
  await expect(consignor.getByTestId('wizard-next')).toBeDisabled();
  await consignor.getByTestId('testUnitAddressId').selectOption({ index: 1 });
  await consignor.getByTestId('tuqualificationId').selectOption({ index: 1 });
  const qualification =
    (await consignor.getByTestId('tuqualificationId').locator('option:checked').textContent()) ?? '';
  expect(qualification).not.toBe('');
  await consignor.getByTestId('wizard-next').click();
  await expect(consignor.getByTestId('wizard-step-ChooseProject')).toBeVisible();
  // The project of the demo consignor's earlier submitted consignments (its samples can be referred to).
  await consignor.locator('[data-testid="project-option"][data-name="G15沈海高速南通段改扩建工程"]').click();
  await consignor.getByTestId('wizard-next').click();
  await expect(consignor.getByTestId('wizard-step-Contacts')).toBeVisible();
  await consignor.getByTestId('linkPerson').fill('李工');
  await consignor.getByTestId('linkPersonPhone').fill('13900001111');
  await consignor.getByTestId('jzunit').fill('江苏交通建设监理有限公司');
  await consignor.getByTestId('jhperson').fill('周明');
  await consignor.getByTestId('jzcardNo').fill('JZ-2026-0457');
  await consignor.getByTestId('jzphone').fill(witnessAccount.mobile);
  await consignor.getByTestId('wizard-next').click();
  await expect(consignor.getByTestId('wizard-step-Samples')).toBeVisible();
  await consignor.locator('[data-testid="sample-node"][data-name="混凝土立方体试件"]').first().click();
  await consignor.getByTestId('param-option').nth(0).click();
  await consignor.getByTestId('param-option').nth(1).click();
  await expect(consignor.getByTestId('wizard-total')).not.toHaveText(/^\D*0(\.00)?\D*$/);
  await consignor.getByTestId('sample-specificationType').fill('150 mm 立方体');
  await consignor.getByTestId('sample-produceInfo').fill('南通中建商品混凝土有限公司');
  await consignor.locator('[data-testid="sample-property"][data-name="强度等级"]').selectOption('C30');
  // Two curing-age groups; the same age twice is refused until corrected.
  await consignor.getByTestId('age-add').click();
  await consignor.getByTestId('age-days').nth(0).fill('7');
  await consignor.getByTestId('age-add').click();
  await consignor.getByTestId('age-days').nth(1).fill('7');
  await expect(consignor.getByTestId('age-error')).toBeVisible();
  await expect(consignor.getByTestId('wizard-next')).toBeDisabled();
  await consignor.getByTestId('age-days').nth(1).fill('28');
  await consignor.getByTestId('age-part').nth(1).fill('墩身');
  await expect(consignor.getByTestId('age-error')).toHaveCount(0);
  const reference = consignor.getByTestId('sample-reference');
  await expect(reference.locator('option')).not.toHaveCount(1);
  await reference.selectOption({ index: 1 });
  await consignor.getByTestId('wizard-next').click();
  await expect(consignor.getByTestId('wizard-step-Review')).toBeVisible();
  await expect(consignor.getByTestId('review-address')).not.toHaveText('—');
  await expect(consignor.getByTestId('review-qualification')).not.toHaveText('—');
  await expect(consignor.getByTestId('review-sample-fields')).toContainText('强度等级: C30');
  await expect(consignor.getByTestId('review-sample-fields')).toContainText('7/28');
  await consignor.getByTestId('wizard-commit').click();
  await expect(consignor.getByTestId('wizard-committed')).toBeVisible();

  // The new consignment heads the consignor's list as Submitted.
  await consignor.goto('/ConsignInfo/rawMateriaConsignInfo');
  const newest = consignor.getByTestId('consignor-row').first();
  await expect(newest).toBeVisible();
  const code = (await newest.getAttribute('data-code')) ?? '';
  expect(code).toMatch(/^CL-\d{8}-\d{4}$/);
  await expect(newest).toHaveAttribute('data-status', '20');

  // The lab rejects it with a reason.
  const lab = await pageAs(browser, 'lab');
  await openIncoming(lab, code);
  await expect(status(lab)).toHaveAttribute('data-status', '20');
  await act(lab, 'REJECT', '缺少见证取样人证件照片');
  await expect(status(lab)).toHaveAttribute('data-status', '30');

  // The consignor sees the reason, fixes the booking and resubmits.
  await consignor.goto('/ConsignInfo/rawMateriaConsignInfo');
  const row = consignor.locator(`[data-testid="consignor-row"][data-code="${code}"]`);
  await expect(row).toContainText('缺少见证取样人证件照片');
  await row.click();
  await expect(consignor.getByTestId('rollback-cause')).toContainText('缺少见证取样人证件照片');
  await consignor.getByTestId('wizard-step-Review').waitFor();
  await consignor.getByTestId('wizard-commit').click();
  await expect(consignor.getByTestId('wizard-committed')).toBeVisible();
  await consignor.goto('/ConsignInfo/rawMateriaConsignInfo');
  await expect(consignor.locator(`[data-testid="consignor-row"][data-code="${code}"]`)).toBeVisible();

  // The lab passes it.
  await openIncoming(lab, code);
  await expect(status(lab)).toHaveAttribute('data-status', '20');
  await act(lab, 'PASS');
  await expect(status(lab)).toHaveAttribute('data-status', '40');

  // The consignor sends the samples and enters the parcel's tracking number; the number is on the consignment.
  await consignor.goto('/ConsignInfo/rawMateriaConsignInfo');
  await consignor.locator(`[data-testid="consignor-row"][data-code="${code}"]`).click();
  await expect(status(consignor)).toHaveAttribute('data-status', '40');
  await consignor.getByTestId('action-SET_MAIL').click();
  await consignor.getByTestId('action-mail').fill('SF1409260457');
  await consignor.getByTestId('action-confirm').click();
  await expect(consignor.getByTestId('consignment-parties')).toContainText('SF1409260457');
  await expect(consignor.getByTestId('consignment-parties')).toContainText(qualification);
  await consignor.goto('/ConsignInfo/rawMateriaConsignInfo');
  await expect(consignor.locator(`[data-testid="consignor-row"][data-code="${code}"]`)).toContainText('SF1409260457');

  // Its samples carry labels: the lab is not offered the whole-consignment confirm but receiving them by scanning,
  // on its list's row and on the detail, with how many are in; the link opens reception on this consignment.
  await lab.goto('/BusinessManagement/preManagement');
  const incoming = lab.locator(`[data-testid="incoming-row"][data-code="${code}"]`).first();
  await expect(incoming.getByTestId('sample-receipt-progress')).toHaveText(/^已收样 0\/\d+$/);
  await expect(incoming.getByTestId('receive-by-scanning')).toHaveText('扫码收样');
  await incoming.click();
  await expect(status(lab)).toHaveAttribute('data-status', '40');
  const actions = lab.getByTestId('consignment-actions');
  await expect(actions.getByTestId('action-SYNC')).toBeVisible();
  await expect(actions.getByTestId('action-CONFIRM_SAMPLE')).toHaveCount(0);
  await expect(actions.getByTestId('sample-receipt-progress')).toHaveText(/^已收样 0\/\d+$/);
  const labDetail = lab.url();
  await actions.getByTestId('receive-by-scanning').click();
  await expect(lab).toHaveURL(/\/BusinessManagement\/sampleReception\?consignId=/);
  await expect(lab.getByTestId('reception-consignment-progress')).toHaveText(/^已收样 0\/\d+$/);
  await expect(lab.getByTestId('reception-consignment')).toContainText(code);

  // Bound and witnessed on site, each sample is received at reception; the last one moves the consignment.
  type Row = { id: string; consignCode: string };
  const rows = await consignCall<{ items: Row[] }>(consignor, 'GetRawMateriaConsignInfoList?maxResultCount=50');
  await receiveEverySample(consignor, lab, rows.items.find((row) => row.consignCode === code)?.id as string);
  await lab.goto(labDetail);
  await expect(status(lab)).toHaveAttribute('data-status', '50');
  await expect(lab.getByTestId('action-PASS')).toHaveCount(0);
  const labLog = await lab.getByTestId('consign-log-entry').count();

  // Both see the same status and the same log.
  await consignor.goto('/ConsignInfo/rawMateriaConsignInfo');
  await consignor.locator(`[data-testid="consignor-row"][data-code="${code}"]`).click();
  await expect(consignor.getByTestId('consignment-detail')).toBeVisible();
  await expect(status(consignor)).toHaveAttribute('data-status', '50');
  await expect(consignor.getByTestId('consign-log-entry')).toHaveCount(labLog);
  expect(labLog).toBeGreaterThanOrEqual(5);
});
