import { expect, test } from '@playwright/test';
import { pageAs } from './support';

// The platform's sample library (admin): the add dialog and the chosen sample's card load when first used, not with
// the page (docs/decisions.md); they still check the name, save, reopen with what was saved, and delete.

test('admin adds a sample to the library, the empty name refused first, then edits and deletes it', async ({
  browser,
}) => {
  const name = `E2E 样品 ${Date.now()}`;
  const page = await pageAs(browser, 'admin', '/SystemManager/SysTestSampleManager');
  await page.getByTestId('library-add-top').click();
  const dialog = page.getByTestId('library-add-dialog');
  await dialog.getByTestId('library-add-dialog-confirm').click();
  await expect(dialog.getByTestId('sample-name')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByTestId('sample-name').fill(name);
  await dialog.getByTestId('library-add-dialog-confirm').click();
  await expect(dialog).toBeHidden();

  // The new sample is chosen: its card holds it; a code saved is there when it is chosen again after a reload.
  const editor = page.getByTestId('library-editor');
  await expect(editor.getByTestId('sample-name')).toHaveValue(name);
  await editor.getByTestId('sample-sampleCode').fill('E2E-LIB-1');
  await editor.getByTestId('library-save').click();
  await expect(editor.getByTestId('library-save')).toBeEnabled();
  await page.reload();
  const node = page.getByTestId('library-tree-node').and(page.locator(`[data-name="${name}"]`));
  await node.click();
  await expect(page.getByTestId('library-editor').getByTestId('sample-sampleCode')).toHaveValue('E2E-LIB-1');

  // Opened again, the add dialog starts empty.
  await page.getByTestId('library-add-top').click();
  await expect(dialog.getByTestId('sample-name')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByTestId('library-editor').getByTestId('library-delete').click();
  await page.getByTestId('library-delete-dialog-confirm').click();
  await expect(node).toHaveCount(0);
});
