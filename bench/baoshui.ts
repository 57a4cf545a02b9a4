// The tax-bureau bench (issue 11 §6): 100 students at once save the main form of the general-taxpayer return
// (save_answer: the working context and the student's tax set read in one statement, the forms computed and checked
// by the domain, one upsert). The students are the invoicing bench's when it ran (the tax course added to their
// class; the demo college has 200 seats), else a class of their own.
import type { TBaoshuiReportList, TBaoshuiTaxItem, TCourseView, TPage } from '@sxpt/contract';
import { SUITONG_2026_06_VAT } from '@sxpt/domain/cases';
import { BENCH_CLASS, createBenchClass, type TBwkpRoom, type TBwkpStudent } from './bwkp';
import { expectOk, mapLimit, signIn } from './http';

const TAX_COURSE = '电子税务局纳税申报实训';
const VAT_LESSON = '一般纳税人申报：附表二与应纳税额';

export interface TTaxRoom {
  students: (TBwkpStudent & { taxesId: number })[];
  context: { course_id: number; class_id: number; resource_id: number; lesson_id: number };
  reportId: number;
}

async function taxClass(base: string, count: number, bwkp: TBwkpRoom | null) {
  if (!bwkp) return createBenchClass(base, count, { className: '申报压测班', prefix: 'sb', courseName: TAX_COURSE });
  const admin = await signIn(base, '/api/login/college', 'admin');
  const bank = await expectOk<TPage<{ id: number; name: string }>>(
    base,
    '/college/resource/index',
    { keyword: TAX_COURSE },
    admin,
  );
  const course = bank.list.find((row) => row.name === TAX_COURSE);
  if (!course) throw new Error(`the demo college has no ${TAX_COURSE}`);
  await expectOk(
    base,
    '/college/class/save',
    {
      id: bwkp.context.class_id,
      name: BENCH_CLASS,
      grade: '2024',
      campus_id: null,
      resource_ids: [bwkp.context.resource_id, course.id],
    },
    admin,
  );
  return { klass: { id: bwkp.context.class_id }, course, students: bwkp.students };
}

/** The class with the tax course, each student's tax set made in the general-taxpayer lesson. */
export async function prepareTaxRoom(base: string, count: number, bwkp: TBwkpRoom | null): Promise<TTaxRoom> {
  const { klass, course, students } = await taxClass(base, count, bwkp);
  const view = await expectOk<TCourseView>(
    base,
    '/student/course/course_view',
    { class_id: klass.id, resource_id: course.id },
    students[0].token,
  );
  const lesson = view.chapters.flatMap((chapter) => chapter.lessons).find((entry) => entry.title === VAT_LESSON);
  if (!lesson) throw new Error(`the tax course has no lesson ${VAT_LESSON}`);
  const context = { course_id: course.id, class_id: klass.id, resource_id: course.id, lesson_id: lesson.id };
  const filed = await mapLimit(students, 10, async (student) => {
    const [item] = await expectOk<TBaoshuiTaxItem[]>(base, '/student/baoshui/set_taxes', context, student.token);
    return { ...student, taxesId: item.id };
  });
  const list = await expectOk<TBaoshuiReportList>(
    base,
    '/student/baoshui/report_list',
    { ...context, taxes_id: filed[0].taxesId },
    filed[0].token,
  );
  const main = list.reports.find((report) => report.form_code === 'ybnsr_main');
  if (!main) throw new Error('the general-taxpayer return has no main form');
  return { students: filed, context, reportId: main.report_id };
}

/** Each student's save body: the main form of the case's answer (the whole form, as the page sends it). */
export function mainFormBodies(room: TTaxRoom, student: TTaxRoom['students'][number]): string[] {
  return [
    JSON.stringify({
      ...room.context,
      taxes_id: student.taxesId,
      report_id: room.reportId,
      invoice_data: SUITONG_2026_06_VAT.answer.ybnsr_main,
    }),
  ];
}
