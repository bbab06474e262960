import { expect, test } from '@playwright/test';
import { codeSentTo, pageAs, serviceCall } from './support';

// Issue 14's whole round, with both windows open and never reloaded: a consigning unit that did not exist registers
// with the code from the outbox, signs in, books a test through the wizard; the lab's incoming list shows it the
// moment it is submitted; the lab rejects it, and the new unit's bell shows the reason.

const LAB_NAME = '华通公路工程检测有限公司';
const REASON = 'Sampling record not signed (new unit)';
const suffix = String(Date.now()).slice(-8);
const applicant = {
  unitName: `Journey 建设 ${suffix}`,
  userName: `journey${suffix}`,
  name: '新单位',
  mobile: `137${suffix}`,
  password: `Jrn#${suffix}x`,
};

test('a unit that just registered books, the lab sees it live and rejects it, the unit’s bell says why', async ({
  browser,
}) => {
  const lab = await pageAs(browser, 'lab', '/BusinessManagement/preManagement');
  await expect(lab.getByTestId('incoming-row').first()).toBeVisible();
  await expect(lab.getByTestId('message-bell')).toHaveAttribute('data-live', 'true');

  // Registers (the register form's own journey is accounts.spec.ts) and signs in through the form.
  const unit = await (await browser.newContext()).newPage();
  await unit.goto('/login');
  await serviceCall(unit, 'ValidateCodeService/SendValidateCodeToMobile', {
    mobile: applicant.mobile,
    sendCodeType: 1,
  });
  const { mobile, unitName, userName, name, password } = applicant;
  const validateCode = await codeSentTo(mobile);
  await serviceCall(unit, 'Account/Register', { unitName, userName, name, mobile, password, validateCode });
  await unit.getByTestId('login-username').fill(userName);
  await unit.getByTestId('login-password').fill(password);
  await unit.getByTestId('login-submit').click();
  await expect(unit.getByTestId('dashboard')).toBeVisible();
  await expect(unit.getByTestId('message-bell')).toHaveAttribute('data-unread', '0');
  await expect(unit.getByTestId('message-bell')).toHaveAttribute('data-live', 'true');
  const project = `Journey project ${suffix}`;
  await serviceCall(unit, 'BaProject/InsertProject', { projectName: project });

  // Books through the wizard: lab, project, contacts (the contact person is the unit's), one sample.
  await unit.goto('/ConsignInfo/rawMateriaConsignInfo');
  await unit.getByTestId('book-test').click();
  await unit.locator(`[data-testid="lab-option"][data-name="${LAB_NAME}"]`).click();
  await unit.getByTestId('testUnitAddressId').selectOption({ index: 1 });
  await unit.getByTestId('tuqualificationId').selectOption({ index: 1 });
  await unit.getByTestId('wizard-next').click();
  await unit.locator(`[data-testid="project-option"][data-name="${project}"]`).click();
  await unit.getByTestId('wizard-next').click();
  await unit.getByTestId('linkPerson').fill(name);
  await unit.getByTestId('linkPersonPhone').fill(mobile);
  await unit.getByTestId('wizard-next').click();
  await unit.locator('[data-testid="sample-node"][data-name="混凝土立方体试件"]').first().click();
  await unit.getByTestId('param-option').nth(0).click();
  await unit.getByTestId('sample-specificationType').fill('150 mm 立方体');
  await unit.getByTestId('sample-produceInfo').fill('南通中建商品混凝土有限公司');
  await unit.locator('[data-testid="sample-property"][data-name="强度等级"]').selectOption('C30');
  await unit.getByTestId('age-add').click();
  await unit.getByTestId('age-days').nth(0).fill('28');
  await unit.getByTestId('wizard-next').click();
  await expect(unit.getByTestId('wizard-step-Review')).toBeVisible();
  await unit.getByTestId('wizard-commit').click();
  await expect(unit.getByTestId('wizard-committed')).toBeVisible();
  await unit.goto('/ConsignInfo/rawMateriaConsignInfo');
  const booked = unit.getByTestId('consignor-row').first();
  const code = (await booked.getAttribute('data-code')) ?? '';
  expect(code).toMatch(/^CL-\d{8}-\d{4}$/);

  // The lab's list, never reloaded, shows it; the lab rejects it with a reason.
  const incoming = lab.locator(`[data-testid="incoming-row"][data-code="${code}"]`);
  await expect(incoming).toBeVisible();
  await incoming.click();
  await lab.getByTestId('action-REJECT').click();
  await lab.getByTestId('action-reason').fill(REASON);
  await lab.getByTestId('action-confirm').click();
  await expect(lab.getByTestId('consignment-status')).toHaveAttribute('data-status', '30');

  // The unit's window, never reloaded: the bell counts the message, which names the consignment and the reason.
  await expect(unit.getByTestId('message-bell')).toHaveAttribute('data-unread', '1');
  await expect(booked).toHaveAttribute('data-status', '30');
  await unit.getByTestId('message-bell').click();
  const message = unit.getByTestId('message-bell-item').first();
  await expect(message).toContainText(code);
  await expect(message).toContainText(REASON);
});
