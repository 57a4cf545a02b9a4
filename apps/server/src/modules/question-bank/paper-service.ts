// Scoring templates and papers of acc5 (issue 10 §2). A paper's settings and sections are checked by the domain
// (checkPaper), then against the bank: a section's questions exist and are of its type, a draw's chapters hold
// enough questions. A paper and its sections are written in one transaction; total_points follows the sections.
import type {
  TPage,
  TPaperDetail,
  TPaperIndexBody,
  TPaperRow,
  TPaperStoreBody,
  TTemplate,
  TTemplateStoreBody,
} from '@sxpt/contract';
import {
  checkPaper,
  checkTemplate,
  paperTotal,
  QUESTION_TYPE_LABEL,
  sectionCount,
  type TPaperSection,
} from '@sxpt/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  paperPublications,
  paperSections,
  papers,
  questionChapters,
  questions,
  scoringTemplates,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';

export const paperMessages = {
  templateMissing: '评分模板不存在',
  templateInUse: '该模板已被试卷使用，不能删除',
  paperMissing: '试卷不存在',
  paperPublished: '试卷已发布到班级，不能删除',
} as const;

// ---- templates

function templateOf(row: typeof scoringTemplates.$inferSelect, paperCount: number): TTemplate {
  return {
    id: row.id,
    name: row.name,
    points: row.points,
    multiple: row.multiple,
    indefinite: row.indefinite,
    blank: row.blank,
    entry: row.entry,
    paper_count: paperCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listTemplates(db: Db): Promise<TTemplate[]> {
  const rows = await db
    .select({
      template: scoringTemplates,
      paperCount: sql<number>`(select count(*) from ${papers} where ${papers.templateId} = "scoring_templates"."id")::int`,
    })
    .from(scoringTemplates)
    .orderBy(asc(scoringTemplates.id));
  return rows.map((row) => templateOf(row.template, Number(row.paperCount)));
}

function checkedTemplate(body: TTemplateStoreBody) {
  const problems = checkTemplate(body);
  if (problems.length > 0) throw badRequest(problems.join('；'));
  const { name, points, multiple, indefinite, blank, entry } = body;
  return { name, points, multiple, indefinite, blank, entry };
}

export async function storeTemplate(db: Db, body: TTemplateStoreBody): Promise<number> {
  const [row] = await db.insert(scoringTemplates).values(checkedTemplate(body)).returning({ id: scoringTemplates.id });
  return row.id;
}

export async function saveTemplate(db: Db, body: TTemplateStoreBody & { id: number }): Promise<void> {
  const rows = await db
    .update(scoringTemplates)
    .set({ ...checkedTemplate(body), updatedAt: new Date() })
    .where(eq(scoringTemplates.id, body.id))
    .returning({ id: scoringTemplates.id });
  if (rows.length === 0) throw notFound(paperMessages.templateMissing);
}

export async function deleteTemplate(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [used] = await tx.select({ n: count() }).from(papers).where(eq(papers.templateId, id));
    if (Number(used.n) > 0) throw badRequest(paperMessages.templateInUse);
    const rows = await tx
      .delete(scoringTemplates)
      .where(eq(scoringTemplates.id, id))
      .returning({ id: scoringTemplates.id });
    if (rows.length === 0) throw notFound(paperMessages.templateMissing);
  });
}

// ---- papers

function sectionsOf(body: TPaperStoreBody): TPaperSection[] {
  return body.sections.map((section) => ({
    type: section.type,
    title: section.title,
    points: section.points,
    mode: section.mode,
    questionIds: section.mode === 'fixed' ? section.question_ids : [],
    draw:
      section.mode === 'random' && section.draw
        ? { chapterIds: section.draw.chapter_ids, count: section.draw.count, difficulties: section.draw.difficulties }
        : null,
  }));
}

/** The chapters of a draw: the chapters named, and the chapters of a subject named. */
export const drawChaptersSql = (ids: number[]): SQL =>
  sql`(${questions.chapterId} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}) or ${questions.chapterId} in
    (select ${questionChapters.id} from ${questionChapters} where ${questionChapters.parentId} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})))`;

/** The problems of the sections against the bank: missing questions, other types, pools too small. */
async function bankProblems(db: DbOrTx, sections: TPaperSection[]): Promise<string[]> {
  const problems: string[] = [];
  const ids = [...new Set(sections.flatMap((section) => section.questionIds))];
  const found =
    ids.length === 0
      ? []
      : await db.select({ id: questions.id, type: questions.type }).from(questions).where(inArray(questions.id, ids));
  const typeOf = new Map(found.map((row) => [row.id, row.type]));
  for (const [index, section] of sections.entries()) {
    const name = `第${index + 1}部分（${section.title || QUESTION_TYPE_LABEL[section.type]}）`;
    const missing = section.questionIds.filter((id) => !typeOf.has(id)).length;
    if (missing > 0) problems.push(`${name}有${missing}道试题已不在题库中`);
    const other = section.questionIds.filter((id) => typeOf.has(id) && typeOf.get(id) !== section.type).length;
    if (other > 0) problems.push(`${name}有${other}道试题不是${QUESTION_TYPE_LABEL[section.type]}`);
    if (section.mode === 'random' && section.draw && section.draw.chapterIds.length > 0) {
      const where = [eq(questions.type, section.type), drawChaptersSql(section.draw.chapterIds)];
      if (section.draw.difficulties.length > 0) where.push(inArray(questions.difficulty, section.draw.difficulties));
      const [pool] = await db
        .select({ n: count() })
        .from(questions)
        .where(and(...where));
      if (Number(pool.n) < section.draw.count)
        problems.push(
          `${name}所选章节只有${pool.n}道符合条件的${QUESTION_TYPE_LABEL[section.type]}，不够抽${section.draw.count}道`,
        );
    }
  }
  return problems;
}

async function checkedPaper(db: DbOrTx, body: TPaperStoreBody) {
  const sections = sectionsOf(body);
  const settings = {
    title: body.title,
    kind: body.kind,
    durationMinutes: body.duration_minutes,
    passMark: body.pass_mark,
    sections,
  };
  const problems = checkPaper(settings);
  if (problems.length === 0) problems.push(...(await bankProblems(db, sections)));
  const [template] = await db
    .select({ id: scoringTemplates.id })
    .from(scoringTemplates)
    .where(eq(scoringTemplates.id, body.template_id));
  if (!template) problems.push(paperMessages.templateMissing);
  if (problems.length > 0) throw badRequest(problems.join('；'));
  return {
    sections,
    row: {
      title: body.title,
      kind: body.kind,
      templateId: body.template_id,
      description: body.description,
      durationMinutes: body.duration_minutes,
      passMark: body.pass_mark,
      totalPoints: paperTotal(sections),
      shuffleQuestions: body.shuffle_questions,
      shuffleOptions: body.shuffle_options,
    },
  };
}

async function writeSections(tx: DbOrTx, paperId: number, sections: TPaperSection[]) {
  await tx.delete(paperSections).where(eq(paperSections.paperId, paperId));
  await tx.insert(paperSections).values(
    sections.map((section, index) => ({
      paperId,
      sort: index + 1,
      type: section.type,
      title: section.title,
      points: section.points,
      mode: section.mode,
      questionIds: section.questionIds,
      draw: section.draw,
    })),
  );
}

/** Check a new paper and write it with its sections, inside the caller's transaction (a refusal writes nothing). */
export async function insertPaper(tx: DbOrTx, userId: number | null, body: TPaperStoreBody): Promise<number> {
  const { row, sections } = await checkedPaper(tx, body);
  const [paper] = await tx
    .insert(papers)
    .values({ ...row, createdBy: userId })
    .returning({ id: papers.id });
  await writeSections(tx, paper.id, sections);
  return paper.id;
}

export async function storePaper(db: Db, userId: number | null, body: TPaperStoreBody): Promise<number> {
  return db.transaction((tx) => insertPaper(tx, userId, body));
}

export async function savePaper(db: Db, body: TPaperStoreBody & { id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const { row, sections } = await checkedPaper(tx, body);
    const updated = await tx
      .update(papers)
      .set({ ...row, updatedAt: new Date() })
      .where(eq(papers.id, body.id))
      .returning({ id: papers.id });
    if (updated.length === 0) throw notFound(paperMessages.paperMissing);
    await writeSections(tx, body.id, sections);
  });
}

export async function deletePaper(db: Db, id: number): Promise<void> {
  const [published] = await db
    .select({ id: paperPublications.id })
    .from(paperPublications)
    .where(eq(paperPublications.paperId, id))
    .limit(1);
  if (published) throw conflict(paperMessages.paperPublished);
  const rows = await db.delete(papers).where(eq(papers.id, id)).returning({ id: papers.id });
  if (rows.length === 0) throw notFound(paperMessages.paperMissing);
}

export async function loadSections(db: DbOrTx, paperIds: number[]) {
  if (paperIds.length === 0) return [];
  return db
    .select()
    .from(paperSections)
    .where(inArray(paperSections.paperId, paperIds))
    .orderBy(asc(paperSections.paperId), asc(paperSections.sort));
}

export const sectionOfRow = (row: typeof paperSections.$inferSelect): TPaperSection => ({
  type: row.type,
  title: row.title,
  points: row.points,
  mode: row.mode,
  questionIds: row.questionIds,
  draw: row.draw,
});

export async function getPaper(db: Db, id: number): Promise<TPaperDetail> {
  const [paper] = await db.select().from(papers).where(eq(papers.id, id));
  if (!paper) throw notFound(paperMessages.paperMissing);
  const sections = await loadSections(db, [id]);
  return {
    id: paper.id,
    title: paper.title,
    kind: paper.kind,
    template_id: paper.templateId,
    description: paper.description,
    duration_minutes: paper.durationMinutes,
    pass_mark: paper.passMark,
    total_points: paper.totalPoints,
    shuffle_questions: paper.shuffleQuestions,
    shuffle_options: paper.shuffleOptions,
    updated_at: paper.updatedAt.toISOString(),
    sections: sections.map((row) => ({
      type: row.type,
      title: row.title,
      points: row.points,
      mode: row.mode,
      question_ids: row.questionIds,
      draw: row.draw
        ? { chapter_ids: row.draw.chapterIds, count: row.draw.count, difficulties: row.draw.difficulties }
        : null,
    })),
  };
}

export async function listPapers(db: Db, q: TPaperIndexBody): Promise<TPage<TPaperRow>> {
  const where: SQL[] = [];
  if (q.kind) where.push(eq(papers.kind, q.kind));
  if (q.keyword) where.push(sql`${papers.title} ilike ${`%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const [{ total }] = await db
    .select({ total: count() })
    .from(papers)
    .where(and(...where));
  const rows = await db
    .select({ paper: papers, templateName: scoringTemplates.name })
    .from(papers)
    .innerJoin(scoringTemplates, eq(scoringTemplates.id, papers.templateId))
    .where(and(...where))
    .orderBy(desc(papers.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const sections = await loadSections(
    db,
    rows.map((row) => row.paper.id),
  );
  return {
    list: rows.map(({ paper, templateName }) => ({
      id: paper.id,
      title: paper.title,
      kind: paper.kind,
      template_name: templateName,
      duration_minutes: paper.durationMinutes,
      total_points: paper.totalPoints,
      pass_mark: paper.passMark,
      question_count: sections
        .filter((section) => section.paperId === paper.id)
        .reduce((sum, section) => sum + sectionCount(sectionOfRow(section)), 0),
      updated_at: paper.updatedAt.toISOString(),
    })),
    total: Number(total),
    page: q.page,
    page_size: q.page_size,
  };
}

/** Whether a question is in a paper (it may then not be deleted). */
export async function isQuestionInPaper(db: DbOrTx, questionId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(paperSections)
    .where(sql`${paperSections.questionIds} @> ${JSON.stringify([questionId])}::jsonb`);
  return Number(row.n) > 0;
}
