// School management (acc5): the question bank. The seeded subjects and chapters; a 计算分录题 written in the
// editor, refused while it does not balance; a GIFT file read for preview, refused while a question is wrong, and
// imported whole once it is right; a chapter exported to the Excel template and the export read back for preview; a
// whole paper imported from its workbook: refused while a row is wrong, then written and opened in the editor.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectPath, signInAsAcc5 } from '../support/session';

const shots = (name: string) => path.resolve(import.meta.dirname, `../../.tmp/screens/bank-${name}.png`);
const stamp = () => Date.now().toString(36);
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function chooseTreeNode(page: Page, label: string, text: string) {
  const box = page.getByRole('combobox', { name: label });
  // the tree is virtual: only the nodes in view exist, so narrow it down by typing; the chapters may still be
  // loading when the box is first opened, so open and type again until the node shows
  const node = page
    .locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper')
    .filter({ hasText: text })
    .first();
  // the click is retried with the typing: under load the virtual list may re-render and detach the node clicked
  await expect(async () => {
    await box.click();
    await box.fill(text);
    await expect(node).toBeVisible({ timeout: 3000 });
    await node.click({ timeout: 3000 });
  }).toPass({ timeout: 60_000 });
}

test.describe.configure({ timeout: 120_000 });

test('acc5 writes a 计算分录题 that must balance, and finds it in the bank', async ({ page }) => {
  const mark = stamp();
  await signInAsAcc5(page);
  await expectPath(page, '/adminViews/collegeAdmin/account');
  await page.goto('/adminViews/paper/chapter');
  const cash = page.getByRole('row').filter({ hasText: '出纳实务' });
  await expect(cash).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '现金管理' }).first()).toBeVisible();
  await page.screenshot({ path: shots('chapters'), fullPage: true });

  await page.goto('/adminViews/paper/question');
  await expect(page.getByText(/共 \d+ 道/)).toBeVisible();
  await page.getByRole('button', { name: /新增试题/ }).click();
  await expectPath(page, '/adminViews/paper/question/new');
  await expect(page.getByText('新增试题', { exact: true })).toBeVisible();
  await chooseTreeNode(page, '章节', '现金管理');
  await page.getByRole('combobox', { name: '题型' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '计算分录题' }).click();
  await page.getByLabel('题干').fill(`出纳李嘉欣从银行提取现金5,000元备用。编制会计分录。（${mark}）`);
  // a picture in the stem: uploaded through /api/upload_image and shown as the student will see it
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: '现金支票.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(page.getByLabel('显示效果').locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await expect(page.getByLabel('题干')).toHaveValue(/<img src="\/uploads\/[^"]+">$/);
  await page.getByLabel('第1行科目', { exact: true }).fill('库存现金');
  await page.getByLabel('第1行科目编码').fill('1001');
  await page.getByLabel('第1行金额').fill('5000.00');
  await page.getByLabel('第2行科目', { exact: true }).fill('银行存款');
  await page.getByLabel('第2行金额').fill('500.00');
  await page.getByLabel('解析').fill('从银行提取现金：现金增加记借方，银行存款减少记贷方。');
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('分录借贷不平衡')).toBeVisible();
  await page.screenshot({ path: shots('editor-refused'), fullPage: true });
  await page.getByLabel('第2行金额').fill('5000.00');
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('试题已保存')).toBeVisible();
  await expectPath(page, '/adminViews/paper/question');
  await page.getByLabel('搜索题干').fill(mark);
  await page.getByLabel('搜索题干').press('Enter');
  const row = page.getByRole('row').filter({ hasText: mark });
  await expect(row).toContainText('计算分录题');
  await expect(row).toContainText('现金管理');
  await page.screenshot({ path: shots('list'), fullPage: true });
});

test('acc5 imports a GIFT file: a wrong question blocks the import, the corrected file goes in whole', async ({
  page,
}) => {
  const mark = stamp();
  const good = `::支票::现金支票只能用于支取现金。{T}\n\n::有效期 ${mark}::支票的提示付款期限为自出票日起{=10 =十}日。\n`;
  const bad = `${good}\n::货币资金::企业存放在本单位、用于日常零星开支的货币资金是{=库存现金}\n\n::匹配::支票 -> 转账{=支票 -> 转账 =现金 -> 取现}\n`;
  await signInAsAcc5(page);
  await expectPath(page, '/adminViews/collegeAdmin/account');
  await page.goto('/adminViews/paper/question/import');
  await chooseTreeNode(page, '导入到章节', '银行结算');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'cheques.txt', mimeType: 'text/plain', buffer: Buffer.from(bad) });
  await page.getByRole('button', { name: '上传并预览' }).click();
  await expectPath(page, /\/adminViews\/paper\/question\/import\/\d+$/);
  await expect(page.getByText(/有\d道题有错误/)).toBeVisible();
  await expect(page.getByText(/第\d+行：不支持的题型/)).toBeVisible();
  await expect(page.getByRole('button', { name: '确认导入' })).toBeDisabled();
  await page.screenshot({ path: shots('import-refused'), fullPage: true });

  await page.getByRole('button', { name: '重新上传' }).click();
  await chooseTreeNode(page, '导入到章节', '银行结算');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'cheques.txt', mimeType: 'text/plain', buffer: Buffer.from(good) });
  await page.getByRole('button', { name: '上传并预览' }).click();
  await expect(page.getByText('全部2道题检查通过，确认后一次导入')).toBeVisible();
  await page.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByText('已导入2道题')).toBeVisible();
  await page.getByLabel('搜索题干').fill('提示付款期限');
  await page.getByLabel('搜索题干').press('Enter');
  await expect(
    page.getByRole('row').filter({ hasText: '支票的提示付款期限为自出票日起____日。' }).first(),
  ).toContainText('填空题');
});

test('acc5 exports a chapter to Excel and reads the export back: every question passes', async ({ page }) => {
  await signInAsAcc5(page);
  await expectPath(page, '/adminViews/collegeAdmin/account');
  await page.goto('/adminViews/paper/question');
  const exportButton = page.getByRole('button', { name: /导出本章/ });
  await expect(exportButton).toBeDisabled();
  await chooseTreeNode(page, '章节', '现金管理');
  await expect(exportButton).toBeEnabled();
  await page.screenshot({ path: shots('list-export'), fullPage: true });
  const exporting = page.waitForEvent('download');
  await exportButton.click();
  const exported = await exporting;
  expect(exported.suggestedFilename()).toBe('题库导出-现金管理.xlsx');
  const bytes = readFileSync(await exported.path());

  await page.goto('/adminViews/paper/question/import');
  const templating = page.waitForEvent('download');
  await page.getByRole('button', { name: /下载Excel模板/ }).click();
  expect((await templating).suggestedFilename()).toBe('题库导入模板.xlsx');
  await page.getByText('Excel 模板 (.xlsx)').click();
  await expect(page.getByText('各题型答案的写法见模板中的“填写说明”工作表')).toBeVisible();
  await chooseTreeNode(page, '导入到章节', '银行结算');
  await page.locator('input[type=file]').setInputFiles({
    name: '题库导出-现金管理.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bytes,
  });
  await page.screenshot({ path: shots('import-xlsx-form'), fullPage: true });
  await page.getByRole('button', { name: '上传并预览' }).click();
  await expectPath(page, /\/adminViews\/paper\/question\/import\/\d+$/);
  await expect(page.getByText(/全部\d+道题检查通过，确认后一次导入/)).toBeVisible();
  await expect(page.getByText('Excel 模板 (.xlsx)')).toBeVisible();
  await expect(page.getByRole('button', { name: '确认导入' })).toBeEnabled();
  await page.screenshot({ path: shots('import-xlsx'), fullPage: true });
});

test('acc5 builds a paper from a section picked by hand and one drawn at random, and sees its total', async ({
  page,
}) => {
  const title = `发票小测 ${stamp()}`;
  await signInAsAcc5(page);
  await expectPath(page, '/adminViews/collegeAdmin/account');
  await page.goto('/adminViews/paper/paper');
  // the seeded papers
  await expect(page.getByRole('row').filter({ hasText: '增值税发票开具实训 期末考试' })).toContainText('100.00');
  await page.getByRole('button', { name: /新建试卷/ }).click();
  await expect(page.getByText('新建试卷', { exact: true })).toBeVisible();
  await page.getByLabel('试卷名称').fill(title);
  await page.getByRole('combobox', { name: '评分模板' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: '常用评分模板' })
    .click();
  await page.getByLabel('时长').fill('30');
  await page.getByLabel('及格分').fill('6');

  await page.getByRole('button', { name: /添加部分/ }).click();
  await page.getByLabel('第1部分标题').fill('一、单项选择题');
  await page.getByRole('button', { name: '选择试题' }).click();
  const picker = page.getByRole('dialog').filter({ hasText: '选择单选题' });
  await picker.getByLabel('搜索选题').fill('税率');
  await picker.getByLabel('搜索选题').press('Enter');
  const boxes = picker.locator('tbody .ant-checkbox-input');
  await expect(boxes.first()).toBeVisible();
  for (let i = 0; i < 3; i++) await boxes.nth(i).check();
  await expect(picker).toContainText('已选 3 题');
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已选 3 题')).toBeVisible();

  await page.getByRole('button', { name: /添加部分/ }).click();
  await page.getByRole('combobox', { name: '第2部分题型' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '判断题' }).click();
  await page.getByLabel('第2部分每题分值').fill('2');
  await page.getByText('随机抽题').nth(1).click();
  // the chapters may still be loading when the box first opens: choose until the chapter shows as chosen
  const chapters = page.getByRole('combobox', { name: '第2部分抽题章节' });
  const chosen = page.locator('.ant-select-selection-item').filter({ hasText: '出纳实务' });
  await expect(async () => {
    if (await chosen.isVisible()) return;
    await chapters.click();
    await chapters.fill('出纳实务');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper')
      .filter({ hasText: '出纳实务' })
      .first()
      .click({ timeout: 3000 });
    await expect(chosen).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await page.getByLabel('第2部分抽题数量').fill('3');
  // 3 × 2 (the template's 单选) + 3 × 2
  await expect(page.getByText('共 2 部分，总分 12.00')).toBeVisible();
  await page.screenshot({ path: shots('paper-editor'), fullPage: true });
  await page.getByRole('button', { name: '保存试卷' }).click();
  await expect(page.getByText('试卷已保存')).toBeVisible();
  await expectPath(page, '/adminViews/paper/paper');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('12.00');
  await expect(row).toContainText('30分钟');
  await page.screenshot({ path: shots('papers'), fullPage: true });

  // the template is in use, so the server refuses to delete it and says why
  await page.goto('/adminViews/paper/template');
  await page.getByRole('row').filter({ hasText: '常用评分模板' }).getByRole('button', { name: '删除' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(page.locator('.ant-modal-confirm')).toBeHidden();
  await expect(page.getByText('该模板已被试卷使用，不能删除')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '常用评分模板' })).toBeVisible();
});

/** The paper template downloaded, filled in: the settings, then rows of 部分, 分值 and the question columns. */
async function filledPaper(template: string, title: string, rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template);
  const values: Record<string, string> = {
    试卷名称: title,
    类型: '考试',
    '时长（分钟）': '45',
    及格分: '9',
    说明: '闭卷',
  };
  workbook.getWorksheet('试卷信息')?.eachRow((row) => {
    const label = String(row.getCell(1).value ?? '');
    if (label in values) row.getCell(2).value = values[label];
  });
  const sheet = workbook.getWorksheet('试题');
  rows.forEach((cells, i) => {
    if (sheet) sheet.getRow(i + 2).values = cells;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('acc5 imports a whole paper from Excel: previewed with its problems, then written and opened', async ({
  page,
}) => {
  const title = `出纳实务 导入测验 ${stamp()}`;
  const blank = ['', '', '', '', '', '', '', ''];
  const choices = (...texts: string[]) => [...texts, ...blank].slice(0, 8);
  const rows = (secondPoints: string) => [
    [
      '一、单项选择题',
      '2',
      '单选题',
      '库存现金限额一般按（　）天的零星开支核定',
      ...choices('3', '5'),
      'A',
      '',
      '2',
      '',
    ],
    [
      '一、单项选择题',
      secondPoints,
      '单选题',
      '支票的提示付款期限是（　）',
      ...choices('10天', '1个月'),
      'A',
      '',
      '3',
      '',
    ],
    ['二、判断题', '1', '判断题', '现金日记账应逐日逐笔登记。', ...blank, '正确', '', '1', ''],
    [
      '三、计算分录题',
      '10',
      '计算分录题',
      '提取现金5000元备用。',
      ...blank,
      '借：1001 库存现金 5000\n贷：1002 银行存款 5000',
      '',
      '2',
      '',
    ],
  ];
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  await signInAsAcc5(page);
  await expectPath(page, '/adminViews/collegeAdmin/account');
  await page.goto('/adminViews/paper/paper');

  async function upload(file: Buffer) {
    await page.getByRole('button', { name: /导入试卷/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '导入试卷' });
    await chooseTreeNode(page, '试题存入章节', '现金管理');
    await dialog.getByRole('combobox', { name: '评分模板' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '常用评分模板' })
      .click();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'paper.xlsx', mimeType: xlsx, buffer: file });
    return dialog;
  }

  await page.getByRole('button', { name: /导入试卷/ }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /下载试卷模板/ }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('试卷导入模板.xlsx');
  const templatePath = await template.path();
  await page.getByRole('button', { name: /取\s*消/ }).click();

  // the second 单选 has other points than the first: named by its row, the import refused
  const dialog = await upload(await filledPaper(templatePath, title, rows('3')));
  await page.screenshot({ path: shots('paper-import-form'), fullPage: true });
  await dialog.getByRole('button', { name: '上传并预览' }).click();
  await expectPath(page, /\/adminViews\/paper\/paper\/import\/\d+$/);
  await expect(page.getByText('有1处错误：改正文件后重新上传，全部无误才能导入')).toBeVisible();
  await expect(page.getByText('试题第3行：分值“3”与本部分第2行的“2”不同：同一部分每题的分值要相同')).toBeVisible();
  await expect(page.getByRole('button', { name: '确认导入' })).toBeDisabled();
  await page.screenshot({ path: shots('paper-import-refused'), fullPage: true });

  await page.getByRole('button', { name: '返回试卷列表' }).click();
  await expectPath(page, '/adminViews/paper/paper');
  await (await upload(await filledPaper(templatePath, title, rows('2'))))
    .getByRole('button', { name: '上传并预览' })
    .click();
  await expectPath(page, /\/adminViews\/paper\/paper\/import\/\d+$/);
  await expect(page.getByText(/检查通过：3个部分，4道题，总分15.00分/)).toBeVisible();
  await expect(page.getByText('每题2分 × 2题 = 4.00分（第2行起）')).toBeVisible();
  await expect(page.getByText('合计：4道题，总分15.00分')).toBeVisible();
  await page.screenshot({ path: shots('paper-import'), fullPage: true });
  await page.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByText('试卷已导入，共4道题')).toBeVisible();
  await expectPath(page, /\/adminViews\/paper\/paper\/\d+$/);
  await expect(page.getByLabel('试卷名称')).toHaveValue(title);
  await expect(page.getByText('共 3 部分，总分 15.00')).toBeVisible();
  await page.screenshot({ path: shots('paper-imported'), fullPage: true });
});
