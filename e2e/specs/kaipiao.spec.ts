// The invoicing simulator (税控开票实训, issue 4 §6): a demo student opens the invoicing course's practice, signs in
// to the simulated client and completes all 17 questions of the seeded case through the UI (company, customer and
// goods codes, rolls, ordinary and special invoices, void and reissue, both red-letter paths, list and discount
// invoices, report), makes one wrong answer on the way (the server's message, the wrong field highlighted until the
// next click), hands the paper in, and in a new browser context sees 17 of 17 done. Account: student29
// (2024级税务2班, no other spec uses it); the answers are the seeded case's (bwkp-demo-case.ts).
import { type Browser, expect, type Page, test } from '@playwright/test';
import { messages } from '@sxpt/domain';
import {
  applyAndReadRolls,
  CASE,
  closeWindow,
  discountInvoice,
  enterCustomers,
  enterGoods,
  expectDone,
  fillLine,
  graded,
  issueInvoice,
  listInvoice,
  openIssueForm,
  openSimulator,
  pickCustomer,
  popup,
  QUESTION_COUNT,
  redOrdinary,
  redSpecial,
  report,
  saveCompany,
  saveGoods,
  saveInvoice,
  setCompany,
  shot,
  subject,
  toast,
  voidAndReissue,
} from './kaipiao-steps';

const STUDENT = 'student29';

// a step that cannot be done fails at once instead of waiting for the whole journey's time
test.use({ viewport: { width: 1600, height: 1000 }, actionTimeout: 20_000 });

/** A new browser context on the simulator's desktop, signed in as the journey's student. */
async function openSimulatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSimulator(page, STUDENT);
  return page;
}

test('a student completes the 17 invoicing questions, one wrong answer on the way, and sees 17/17 after a new sign-in', async ({
  browser,
}) => {
  test.setTimeout(15 * 60_000);
  const page = await openSimulatorPage(browser);
  await expectDone(page, 0);
  await shot(page, '00-desktop');

  // 1 参数设置
  const company = await setCompany(page);
  await shot(page, '01-company');
  await saveCompany(page, company);
  await expectDone(page, 1);

  // 2 客户编码, 3 商品编码
  await enterCustomers(page);
  await expectDone(page, 2);
  const goods = await enterGoods(page);
  await shot(page, '03-goods');
  await saveGoods(page, goods);
  await expectDone(page, 3);

  // 4 申领 (普通, 专用) and 读入
  await applyAndReadRolls(page);
  await expectDone(page, 4);

  // 5: first saved with a wrong quantity on line 1 — the server's message and the field highlighted until a click
  {
    const question = subject(5);
    const form = await openIssueForm(page, 5);
    await pickCustomer(page, form, question.kh_data.kh_name);
    const [first, ...others] = question.goods_content;
    await fillLine(page, form, 0, first, '', String(Number(first.goods_num) + 1));
    for (const [index, line] of others.entries()) {
      await form.getByRole('button', { name: '增行', exact: true }).click();
      await fillLine(page, form, index + 1, line);
    }
    const refused = await graded(
      page,
      'save_fp',
      () => form.getByRole('button', { name: '保存', exact: true }).click(),
      { code: 400 },
    );
    expect(refused.message).toBe(messages.wrongAnswer);
    await expect(toast(page, messages.wrongAnswer)).toBeVisible();
    const quantity = form.getByLabel('数量 1', { exact: true });
    await expect(quantity).toHaveClass(/kp-wrong/);
    await expect(form.getByLabel('数量 2', { exact: true })).not.toHaveClass(/kp-wrong/);
    await expect(form.getByLabel('购买方名称', { exact: true })).not.toHaveClass(/kp-wrong/);
    await expect(toast(page, messages.wrongAnswer)).toHaveCSS('opacity', '1'); // its entry animation ended
    await shot(page, '05-wrong-highlight');
    await quantity.click();
    await expect(form.locator('.kp-wrong')).toHaveCount(0);
    await quantity.fill(first.goods_num);
    await expect(form.getByLabel('金额 1', { exact: true })).toHaveValue(first.money);
    await saveInvoice(page, form);
    await expectDone(page, 5);
  }

  // 6–16: ordinary and special invoices, void and reissue, red letters, list and discount
  for (const question of CASE.subjects.filter((entry) => entry.sort >= 6 && entry.sort <= 16)) {
    switch (question.subject_type) {
      case 5:
        await issueInvoice(page, question.sort);
        break;
      case 6:
        await listInvoice(page, question.sort);
        break;
      case 7:
        await discountInvoice(page, question.sort);
        break;
      case 8:
        await voidAndReissue(page, question.sort);
        break;
      case 9:
        await redOrdinary(page, question.sort);
        break;
      case 10:
        await redSpecial(page, question.sort);
        break;
      default:
        throw new Error(`question ${question.sort}: unexpected type ${question.subject_type}`);
    }
    await expectDone(page, question.sort);
  }

  // 17 抄报汇总
  await report(page);
  await expectDone(page, 17);

  // 交卷: 继续做题 keeps working, 确认交卷 hands the paper in
  await page.getByTestId('kp-submit').click();
  let confirm = popup(page, 'confirmSubmit');
  await expect(confirm).toContainText(messages.confirmSubmitPaper);
  await confirm.getByTestId('kp-continue').click();
  await expect(confirm).toBeHidden();
  await page.getByTestId('kp-submit').click();
  confirm = popup(page, 'confirmSubmit');
  await graded(page, 'submit', () => confirm.getByTestId('kp-confirm-submit').click(), { toast: false });
  await expect(toast(page, '交卷成功！')).toBeVisible();
  await expect(confirm.getByTestId('kp-submitted-at')).toContainText('交卷时间');
  await shot(page, '18-submitted');
  await closeWindow(confirm);
  await expect(page.getByTestId('kp-submitted')).toContainText('已交卷');
  await page.context().close();

  // a new browser context (nothing in storage): the progress comes from the server
  const again = await openSimulatorPage(browser);
  await expectDone(again, QUESTION_COUNT);
  await expect(again.getByTestId('kp-question-item').getByLabel('已完成', { exact: true })).toHaveCount(QUESTION_COUNT);
  await expect(again.getByTestId('kp-submitted')).toContainText('已交卷');
  await expect(again.getByTestId('kp-company')).toContainText(CASE.qyxx.nsr_mc);
  await shot(again, '19-new-context');
  await again.context().close();
});
