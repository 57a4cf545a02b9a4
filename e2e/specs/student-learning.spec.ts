// Student learning (spec 02 §2.2): my classes and course resources, a lesson video that resumes where it stopped,
// the PDF handout drawn in the page, and a classroom sign-in the teacher opens and sees. Accounts: student09 (in
// 2024级会计1班, taught by teacher) and teacher; sign-in titles are unique per run.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, expectPath, signInAtHome } from '../support/session';

const STUDENT = 'student09';
const CLASS_NAME = '2024级会计1班';
const RESOURCE_NAME = '增值税发票开具实训';

async function newSignedInPage(browser: Browser, entrance: '学生登录' | '教师登录', account: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.bringToFront();
  await signInAtHome(page, entrance, account);
  await expectPath(page, entrance === '学生登录' ? '/studentViews/index' : '/collegeViews/classManage/teacherClass');
  return page;
}

/** The id of one of the student's classes, from the student API (the teacher's page is addressed by class id). */
async function classIdOf(request: APIRequestContext, account: string, className: string): Promise<number> {
  const login = await request.post('/api/login/student', { data: { account, password: DEMO_PASSWORD } });
  const token = (await login.json()).data.token as string;
  const classes = await request.post('/student/classes/list', {
    headers: { Authorization: token },
    data: { page: 1, page_size: 50 },
  });
  const list = (await classes.json()).data.list as Array<{ id: number; name: string }>;
  const found = list.find((row) => row.name === className);
  expect(found, `${account} is in ${className}`).toBeTruthy();
  return found!.id;
}

function videoTime(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);
}

test('a student opens a course, watches a lesson that resumes after reload, and reads the handout', async ({
  page,
}) => {
  await signInAtHome(page, '学生登录', STUDENT);
  await expectPath(page, '/studentViews/index');

  // 我的班级: the class with its campus and teacher, and the seeded course packages as cards
  const klass = page.getByTestId('class-section').filter({ hasText: CLASS_NAME });
  await expect(klass).toContainText('任课教师：林老师');
  await expect(klass).toContainText('天河校区');
  const cards = klass.getByTestId('resource-card');
  await expect(cards).toHaveCount(4);
  await expect(page.getByTestId('learning-summary')).toContainText('课时完成');

  // the course page: header and chapters with lessons
  await cards
    .filter({ hasText: RESOURCE_NAME })
    .getByRole('button', { name: /进入学习|继续学习/ })
    .click();
  await expectPath(page, '/studentViews/CoursePage');
  await expect(page.getByRole('heading', { name: RESOURCE_NAME })).toBeVisible();
  const firstLesson = page.getByTestId('lesson-row').first();
  await expect(firstLesson).toContainText('第1课');

  // the lesson video: play a few seconds (muted), pause, and the report reaches the server
  await firstLesson.getByRole('button', { name: /看视频/ }).click();
  await expectPath(page, '/studentViews/CourseLearnPage');
  const video = page.getByTestId('lesson-video');
  await expect(video).toBeVisible();
  await page.evaluate(async () => {
    const element = document.querySelector('video')!;
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(3);
  const reported = page.waitForResponse(
    (response) => response.url().endsWith('/student/course/course_video_learn') && response.status() === 200,
  );
  await page.evaluate(() => document.querySelector('video')!.pause());
  const saved = await (await reported).json();
  expect(saved.code).toBe(200);
  expect(saved.data.position).toBeGreaterThanOrEqual(3);
  expect(saved.data.watched_seconds).toBeGreaterThanOrEqual(2);

  // after a reload the player starts where the student stopped
  await page.reload();
  await expect(video).toBeVisible();
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.getByText(/已从上次看到的 \d+:\d{2} 处继续/)).toBeVisible();
  await expect(page.getByText(/已累计观看 \d+:\d{2}/)).toBeVisible();

  // the handout: drawn on a canvas in the page, with its page count
  const opened = page.waitForResponse((response) => response.url().endsWith('/student/course/course_handout'));
  await page.getByRole('button', { name: /读讲义/ }).click();
  await expectPath(page, '/studentViews/CourseDocPage');
  expect((await (await opened).json()).code).toBe(200);
  const canvas = page.getByTestId('pdf-canvas');
  await expect(canvas).toHaveAttribute('data-page', /^[1-9]/, { timeout: 20_000 });
  expect(await canvas.evaluate((element: HTMLCanvasElement) => element.width)).toBeGreaterThan(300);
  await expect(page.getByTestId('pdf-page-count')).toHaveText(/共 [2-9] 页/);
  await page.getByRole('spinbutton', { name: '页码' }).fill('1');
  await page.getByRole('spinbutton', { name: '页码' }).press('Enter');
  await expect(canvas).toHaveAttribute('data-page', '1');
  const turned = page.waitForResponse((response) => response.url().endsWith('/student/course/handout_learn_record'));
  await page.getByRole('button', { name: /下一页/ }).click();
  await expect(canvas).toHaveAttribute('data-page', '2');
  expect((await (await turned).json()).data.last_page).toBe(2);

  // the header menu leads back to the course
  await page.getByRole('menuitem', { name: '课程' }).click();
  await expectPath(page, '/studentViews/CoursePage');
  await expect(firstLesson).toContainText('已阅读（第2页）');
});

test('the teacher opens a sign-in with a code, the student signs in on time, and the teacher sees it', async ({
  browser,
  request,
}) => {
  test.slow(); // two signed-in browsers
  const title = `学习中心签到 ${Date.now() % 1_000_000}`;
  const code = '4821';
  const classId = await classIdOf(request, STUDENT, CLASS_NAME);

  // the teacher starts the sign-in from the class's attendance tab
  const teacher = await newSignedInPage(browser, '教师登录', 'teacher');
  await teacher.goto(`/collegeViews/classManage/teacherClass/detailList/${classId}/attendance`);
  await teacher.getByRole('button', { name: /发起签到/ }).click();
  const dialog = teacher.getByRole('dialog', { name: /发起签到/ });
  await dialog.getByLabel('签到标题').fill(title);
  await dialog.getByPlaceholder('4至6位数字').fill(code);
  await dialog.getByRole('button', { name: /发起签到/ }).click();
  await expect(teacher.getByRole('row', { name: new RegExp(title) })).toBeVisible();

  // the student signs in on the index with the code
  // each window is brought to the front before it is used, as a person would
  const student = await newSignedInPage(browser, '学生登录', STUDENT);
  const item = student.getByTestId('attendance-item').filter({ hasText: title });
  await expect(item).toContainText('未签到');
  await item.getByRole('button', { name: /签\s*到/ }).click();
  const ask = student.getByRole('dialog', { name: '输入签到码' });
  // the button's name may still carry its fading loading icon ("loading 签 到") just after a try
  const confirm = ask.getByRole('button', { name: /签\s*到$/ });
  await ask.getByRole('textbox', { name: '签到码' }).fill('0000');
  await confirm.click();
  await expect(ask).toContainText('签到码错误');
  await ask.getByRole('textbox', { name: '签到码' }).fill(code);
  await confirm.click();
  await expect(item).toContainText('已签到 · 准时');
  await expect(student.getByText(/签到成功（准时）/)).toBeVisible();

  // the teacher sees the student's sign-in in the detail of that sign-in
  await teacher.bringToFront();
  await teacher.reload();
  const row = teacher.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = teacher.getByRole('dialog', { name: new RegExp(`签到详情：${title}`) });
  await expect(drawer.getByRole('row', { name: new RegExp(STUDENT) })).toContainText('准时');
});
