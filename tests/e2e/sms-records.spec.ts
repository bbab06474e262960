import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { outboxDir, pageAs, serviceCall } from './support';

// The administrator's SMS records: a code someone asked for shows up, masked; the code itself is only in the outbox
// (DATA_DIR/outbox/outbox.jsonl of the e2e server, playwright.config.ts), never on the page.

const MOBILE = '13700012345';

/** The code in the newest outbox line for `mobile`, once the job queue has sent it. */
async function codeFromOutbox(mobile: string): Promise<string> {
  const outbox = `${outboxDir()}/outbox.jsonl`;
  let code: string | undefined;
  await expect
    .poll(() => {
      const text = existsSync(outbox) ? readFileSync(outbox, 'utf8') : '';
      const lines = text.split('\n').filter(Boolean);
      const last = lines.map((line) => JSON.parse(line)).findLast((line) => line.mobile === mobile);
      code = /\b(\d{6})\b/.exec(last?.text ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

test('admin sees a code SMS in the records, masked, and finds it by mobile', async ({ browser }) => {
  const page = await pageAs(browser, 'admin');
  const asked = await page.request.post('/api/services/app/ValidateCodeService/SendValidateCodeToMobile', {
    data: { mobile: MOBILE, sendCodeType: 1 },
  });
  expect(asked.status()).toBe(200);
  const code = await codeFromOutbox(MOBILE);
  // The queue's job hands the message over first and records it as sent a moment later.
  await expect
    .poll(async () => {
      const found = await serviceCall<{ items: { sendStatus: number }[] }>(
        page,
        `SmsRecord/GetAll?acceptPhone=${MOBILE}`,
      );
      return found.items[0]?.sendStatus;
    })
    .toBe(2);

  await page.goto('/BusinessManagement/SmsRecordList');
  await page.getByTestId('sms-phone').fill(MOBILE);
  await page.getByTestId('sms-phone').press('Enter');
  const row = page.locator(`[data-testid="sms-record-row"][data-phone="${MOBILE}"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('******');
  await expect(row.locator('[data-status="2"]')).toBeVisible();
  await expect(page.getByTestId('sms-records')).not.toContainText(code);
  await expect(page).toHaveURL(new RegExp(`acceptPhone=${MOBILE}`));

  // The failed ones only: this one is not among them.
  await page.getByTestId('sms-status-filter').selectOption('3');
  await expect(page.getByTestId('sms-records-list-empty')).toBeVisible();
});
