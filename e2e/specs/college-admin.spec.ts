import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createClass, signInApi } from '../support/api';
import { changeInitialPassword, expectPath, signInAtHome } from '../support/session';
import { button, studentWorkbook } from '../support/ui';

// College administrator and teacher screens: campuses, classes and their members, people import, the resource
// bank and attendance. Every test makes its own uniquely named data (other spec files run at the same time).

// Each test is a whole journey (several screens, uploads, a 5 s refresh): allow two minutes on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const shots = (name: string) => path.resolve(import.meta.dirname, `../../.tmp/screens/college-${name}.png`);
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/**
 * Choose an option of an antd select (typing `text` first when the select searches), then close its dropdown by
 * clicking `away` (a multiple select stays open after a choice; Tab would toggle the active option).
 */
async function pickOption(page: Page, field: Locator, text: string, away: Locator, isSearchable = true) {
  await field.click();
  if (isSearchable) await field.fill(text);
  await page.locator('.ant-select-item-option').filter({ hasText: text }).first().click();
  await away.click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test.describe('college administrator', () => {
  test('creates a campus and a class with that campus, teacher2 and two students, then opens it', async ({ page }) => {
    const stamp = unique();
    const campus = `E2E校区${stamp}`;
    const className = `E2E会计班${stamp}`;
    await signInAtHome(page, '院校登录', 'admin');
    await expectPath(page, '/collegeViews/classManage/classes');

    await page.goto('/collegeViews/classManage/college');
    await button(page, '新增校区').click();
    const campusModal = page.getByRole('dialog');
    await button(campusModal, '添加').click();
    await expect(campusModal.getByText('请输入校区名称')).toBeVisible();
    await campusModal.getByLabel('校区名称').fill(campus);
    await campusModal.getByLabel('地址').fill('广州市海珠区新港西路 1 号');
    await button(campusModal, '添加').click();
    await expect(page.getByRole('row').filter({ hasText: campus })).toBeVisible();
    await page.screenshot({ path: shots('campuses') });

    await page.goto('/collegeViews/classManage/classes');
    await button(page, '新建班级').click();
    await expectPath(page, '/collegeViews/classManage/classes/index');
    await button(page, '创建班级').click();
    await expect(page.getByText('请输入班级名称')).toBeVisible();
    await page.getByLabel('班级名称').fill(className);
    await page.getByLabel('年级').fill('2025');
    const formTitle = page.locator('.ant-card-head-title').filter({ hasText: '新建班级' });
    await pickOption(page, page.getByLabel('校区', { exact: true }), campus, formTitle, false);
    await pickOption(page, page.getByLabel('任课教师'), 'teacher2', formTitle);
    for (const account of ['student27', 'student28']) {
      await page.getByPlaceholder('按账号或姓名查找学生').fill(account);
      const left = page.locator('.ant-transfer-section').first();
      await left
        .locator('.ant-transfer-list-content-item')
        .filter({ hasText: `（${account}）` })
        .click();
      await page.locator('.ant-transfer-actions button').first().click();
    }
    const right = page.locator('.ant-transfer-section').nth(1);
    await expect(right.locator('.ant-transfer-list-content-item')).toHaveCount(2);
    await page.screenshot({ path: shots('class-form'), fullPage: true });
    await button(page, '创建班级').click();

    await expectPath(page, '/collegeViews/classManage/classes');
    const row = page.getByRole('row').filter({ hasText: className });
    await expect(row).toContainText(campus);
    await expect(row).toContainText('黄老师');
    await button(row, '详情').click();
    await expect(page).toHaveURL(/\/collegeViews\/classManage\/teacherClass\/detailList\/\d+\/students$/);
    await expect(page.getByRole('tab', { name: /学生（2）/ })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'student27' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'student28' })).toBeVisible();
    await page.getByRole('tab', { name: /教师（1）/ }).click();
    await expect(page).toHaveURL(/\/teachers$/);
    await expect(page.getByRole('cell', { name: 'teacher2' })).toBeVisible();
    await page.screenshot({ path: shots('class-detail-teachers') });
  });

  test('imports students: template download, every bad row reported and nothing written, then a good file', async ({
    page,
    request,
  }) => {
    const stamp = unique();
    const className = `E2E导入班${stamp}`;
    const admin = await signInApi(request, 'college', 'admin');
    const classId = await createClass(admin, className);
    await signInAtHome(page, '院校登录', 'admin');
    await expectPath(page, '/collegeViews/classManage/classes');

    await page.goto('/collegeViews/classManage/student');
    await button(page, '批量导入').click();
    const dialog = page.getByRole('dialog');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: /下载学生导入模板/ }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);

    const bad = await studentWorkbook([
      [`e2e${stamp}a`, '', '', '', ''],
      [`e2e${stamp}b`, '测试乙', '12345', '', ''],
      [`e2e${stamp}c`, '测试丙', '', '', className],
      ['student02', '重复账号', '', '', ''],
    ]);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'bad.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: bad,
    });
    await expect(dialog.getByText('导入失败：共 3 行有误，整份文件都没有导入')).toBeVisible();
    const errors = dialog.locator('.ant-table-tbody');
    await expect(errors.getByRole('row')).toHaveCount(3);
    await expect(errors).toContainText('第 2 行');
    await expect(errors).toContainText('姓名不能为空');
    await expect(errors).toContainText('第 3 行');
    await expect(errors).toContainText('手机号格式不正确');
    await expect(errors).toContainText('第 5 行');
    await expect(errors).toContainText('账号student02已存在');
    await page.screenshot({ path: shots('import-errors') });

    const good = await studentWorkbook([
      [`e2e${stamp}d`, '测试丁', '13800000001', '天河校区', className],
      [`e2e${stamp}e`, '测试戊', '', '', className],
    ]);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'good.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: good,
    });
    await expect(dialog.getByText('导入成功，共2名学生')).toBeVisible();
    // the initial passwords are shown once: saved as an .xlsx before the dialog closes
    const saving = page.waitForEvent('download');
    await button(dialog, '下载初始密码表').click();
    expect((await saving).suggestedFilename()).toBe('学生初始密码表.xlsx');
    await button(dialog, '完成').click();

    // the bad file wrote nothing: its good row (…c) does not exist; the good file's two rows do
    await page.getByPlaceholder('搜索账号或姓名').fill(`e2e${stamp}`);
    await page.getByPlaceholder('搜索账号或姓名').press('Enter');
    const table = page.locator('.ant-table-tbody');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(`e2e${stamp}d`);
    await expect(table).not.toContainText(`e2e${stamp}c`);

    await page.goto(`/collegeViews/classManage/teacherClass/detailList/${classId}/students`);
    await expect(page.getByRole('tab', { name: /学生（2）/ })).toBeVisible();
    await expect(page.getByRole('cell', { name: `e2e${stamp}d` })).toBeVisible();
    await expect(page.getByRole('cell', { name: `e2e${stamp}e` })).toBeVisible();
  });

  test('assigns a granted resource to a class and limits it to one student', async ({ page, request }) => {
    const stamp = unique();
    const className = `E2E资源班${stamp}`;
    const admin = await signInApi(request, 'college', 'admin');
    const classId = await createClass(admin, className, { students: ['student19', 'student20'] });
    await signInAtHome(page, '院校登录', 'admin');
    await expectPath(page, '/collegeViews/classManage/classes');

    await page.goto('/collegeViews/teachResource/resource_bank');
    // the demo college is granted the seeded course packages
    const card = page.locator('.ant-card-body .ant-card').first();
    await expect(card).toBeVisible();
    const resourceName = (await card.locator('.ant-typography strong').first().textContent()) ?? '';
    expect(resourceName).not.toBe('');
    await page.screenshot({ path: shots('resource-bank') });
    await button(card, '分配班级').click();
    const dialog = page.getByRole('dialog');
    await pickOption(page, dialog.getByRole('combobox'), className, dialog.locator('.ant-modal-title'));
    await button(dialog, '保存').click();
    await expect(card).toContainText(className);

    await page.goto(`/collegeViews/classManage/teacherClass/detailList/${classId}/resources`);
    const row = page.getByRole('row').filter({ hasText: resourceName });
    await expect(row).toBeVisible();
    await button(row, '指定学生').click();
    const bind = page.getByRole('dialog');
    await expect(bind.getByRole('radio', { name: /全班学生/ })).toBeChecked();
    await bind.getByRole('radio', { name: /仅指定的学生/ }).check();
    await button(bind, '保存').click();
    await expect(bind.getByText('请至少勾选一名学生')).toBeVisible();
    await bind.getByRole('row').filter({ hasText: 'student19' }).getByRole('checkbox').check();
    await page.screenshot({ path: shots('bind-students') });
    await button(bind, '保存').click();
    await expect(page.getByText('已指定 1 名学生可用')).toBeVisible();
    await button(row, '指定学生').click();
    await expect(page.getByRole('dialog').getByRole('radio', { name: /仅指定的学生/ })).toBeChecked();
    await expect(page.getByRole('dialog').getByText('已勾选 1 / 2 名学生')).toBeVisible();
  });
});

test.describe('licence', () => {
  test('the administrator of a college without a licence activates it with a code and the screens open', async ({
    page,
    request,
  }) => {
    const stamp = unique();
    const acc5 = await signInApi(request, 'acc5', 'acc5');
    const college = await acc5.post<{ id: number; admin: { account: string; password: string } }>(
      '/admin/college/store',
      {
        name: `E2E职业学院${stamp}`,
        code: `E${stamp}`.slice(0, 20),
        admin_account: `adm${stamp}`,
        admin_name: '测试主任',
      },
    );
    const code = await acc5.post<{ code: string }>('/admin/licence/issue', {
      college_id: college.id,
      expires_at: `${new Date().getFullYear() + 1}-12-31`,
      seat_count: 80,
    });

    await signInAtHome(page, '院校登录', college.admin.account, college.admin.password);
    // the generated password must be changed first
    await changeInitialPassword(page, college.admin.password);
    await expectPath(page, '/collegeViews/system_exequatur/zsxuke');
    await expect(page.getByText('本院校的系统资源尚未激活')).toBeVisible();
    await page.goto('/collegeViews/classManage/student');
    await expectPath(page, '/collegeViews/system_exequatur/zsxuke');

    await page.getByPlaceholder('请输入激活码').fill('SXPT-AAAA-BBBB-CCCC');
    await button(page, '激活').click();
    await expect(page.getByText('激活码无效或已使用')).toBeVisible();
    await page.getByPlaceholder('请输入激活码').fill(code.code);
    await button(page, '激活').click();
    await expect(page.getByText('本院校的系统资源已激活')).toBeVisible();
    await expect(page.getByText('已使用 0 / 共 80 个')).toBeVisible();
    await page.screenshot({ path: shots('licence-activated') });

    // within the same page (no reload): the guard follows the refreshed certificate status
    await page.getByRole('menuitem', { name: /班级管理/ }).click();
    await page.getByRole('menuitem', { name: /学生管理/ }).click();
    await expectPath(page, '/collegeViews/classManage/student');
    await expect(page.getByText('还没有学生，点击「新增学生」或「批量导入」')).toBeVisible();
  });
});

test.describe('teacher', () => {
  test('teacher previews the invoicing course and plays a question’s walkthrough video', async ({ page }) => {
    await signInAtHome(page, '教师登录', 'teacher');
    // signed in once the teacher's home shows
    await expectPath(page, '/collegeViews/classManage/teacherClass');
    await page.goto('/collegeViews/teachResource/resource_bank');
    // the innermost card of the course (the page itself is a card holding them all)
    const card = page
      .locator('.ant-card')
      .filter({ has: page.getByText('增值税发票开具实训', { exact: true }) })
      .last();
    await card.getByRole('button', { name: /预\s*览/ }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '课程目录' });
    // the first lesson holds the invoicing case: its 17 questions' walkthroughs, whatever a student has done
    const walkthroughs = drawer.getByRole('button', { name: /讲解视频（17）/ });
    await expect(walkthroughs).toBeVisible();
    await walkthroughs.click();
    const list = page.getByRole('dialog').filter({ hasText: '每道题的讲解视频' });
    await expect(list.getByText('第9题')).toBeVisible();
    await page.screenshot({ path: shots('teacher-walkthroughs'), animations: 'disabled' });
    await list.locator('.ant-list-item').filter({ hasText: '第9题' }).getByRole('button', { name: /播放/ }).click();
    const player = page.getByRole('dialog').filter({ has: page.locator('video') });
    await expect(player.locator('video')).toHaveAttribute('src', /^\/uploads\/.+\.mp4$/);
    await expect(player).toContainText('第9题');
  });

  test('teacher2 sees the class, starts a sign-in with a code and watches a student sign in', async ({
    page,
    request,
  }) => {
    const stamp = unique();
    const className = `E2E签到班${stamp}`;
    const admin = await signInApi(request, 'college', 'admin');
    await createClass(admin, className, { teachers: ['teacher2'], students: ['student21', 'student22'] });

    await signInAtHome(page, '教师登录', 'teacher2');
    await expectPath(page, '/collegeViews/classManage/teacherClass');
    await page.getByPlaceholder('搜索班级名称').fill(className);
    await page.getByPlaceholder('搜索班级名称').press('Enter');
    const card = page.locator('.ant-card').filter({ hasText: className }).last();
    await expect(card).toContainText('学生 2 名');
    await page.screenshot({ path: shots('teacher-classes') });
    await button(card, '进入班级').click();
    await expect(page).toHaveURL(/\/detailList\/\d+\/students$/);
    await expect(page.getByRole('button', { name: '添加学生' })).toHaveCount(0);

    await page.getByRole('tab', { name: '考勤签到' }).click();
    await expect(page).toHaveURL(/\/attendance$/);
    await button(page, '发起签到').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('签到标题').fill(`第一节课 ${stamp}`);
    await dialog.getByPlaceholder('4至6位数字').fill('12');
    await button(dialog, '发起签到').click();
    await expect(dialog.getByText('签到码须为4至6位数字')).toBeVisible();
    await dialog.getByPlaceholder('4至6位数字').fill('4321');
    await button(dialog, '发起签到').click();

    const drawer = page.getByRole('dialog').filter({ hasText: '签到详情' });
    await expect(drawer).toContainText(`签到详情：第一节课 ${stamp}`);
    await expect(drawer).toContainText('4321');
    await expect(drawer.getByRole('row').filter({ hasText: 'student21' })).toContainText('未签到');

    const student = await signInApi(request, 'student', 'student21');
    const open = await student.post<{ list: { id: number; title: string }[] }>('/student/attendance/list', {});
    const session = open.list.find((s) => s.title === `第一节课 ${stamp}`);
    expect(session).toBeDefined();
    await student.post('/student/attendance/sign_in', { id: session?.id, code: '4321' });
    // the drawer refreshes every 5 s
    await expect(drawer.getByRole('row').filter({ hasText: 'student21' })).toContainText('准时', { timeout: 12_000 });
    await page.screenshot({ path: shots('attendance-drawer') });

    await button(drawer, '结束签到').click();
    await button(page.locator('.ant-modal-confirm'), '结束签到').click();
    await expect(drawer).toContainText('已结束');
    await expect(drawer.getByRole('row').filter({ hasText: 'student22' })).toContainText('缺勤');
  });
});
