import { expect, test } from '@playwright/test';
import { pageAs } from './support';

// The message centre's SMS settings: which events also send a text message. A choice is kept once saved.

test('a lab user chooses an event that also sends an SMS, saves, and finds it chosen after a reload', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'lab2', '/UserCenter/Messages');
  const kind = page.getByTestId('sms-kind-noticePublished').getByRole('checkbox');
  const save = page.getByTestId('sms-settings-save');
  await expect(kind).toBeEnabled();
  const before = await kind.isChecked();
  await expect(save).toBeDisabled();
  await page.getByTestId('sms-kind-noticePublished').click();
  await expect(kind).toBeChecked({ checked: !before });
  await save.click();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(kind).toBeEnabled();
  await expect(kind).toBeChecked({ checked: !before });
  // As it was, for the other journeys of this account.
  await page.getByTestId('sms-kind-noticePublished').click();
  await save.click();
  await expect(save).toBeDisabled();
});
