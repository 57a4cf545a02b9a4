// The question bank of acc5 (issue 10 §1): chapters (subject → chapter) and questions. Every write of a question
// is checked by the domain's checkQuestion; a question is filed under a chapter, never directly under a subject.
import type {
  TPage,
  TQuestionChapterNode,
  TQuestionChapterSaveBody,
  TQuestionChapterStoreBody,
  TQuestionDetail,
  TQuestionIndexBody,
  TQuestionRow,
  TQuestionStoreBody,
} from '@sxpt/contract';
import { checkQuestion, type TQuestionContent } from '@sxpt/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { questionChapters, questions } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { qualified } from '../admin/resource-service';
import { isQuestionInPaper } from './paper-service';

export const bankMessages = {
  chapterMissing: '章节不存在',
  questionMissing: '试题不存在',
  subjectMissing: '科目不存在',
  onlyUnderSubject: '章节只能建在科目下',
  fileUnderChapter: '请选择科目下的章节',
  chapterHasChildren: '请先删除该科目下的章节',
  chapterHasQuestions: '该章节下还有试题，不能删除',
  questionInPaper: '该试题已用于试卷，不能删除',
} as const;

async function findChapter(db: DbOrTx, id: number) {
  const [row] = await db.select().from(questionChapters).where(eq(questionChapters.id, id)).limit(1);
  if (!row) throw notFound(bankMessages.chapterMissing);
  return row;
}

/** The whole tree, subjects and their chapters in order, with question counts. */
export async function listChapterTree(db: Db): Promise<TQuestionChapterNode[]> {
  const rows = await db
    .select({
      id: questionChapters.id,
      parentId: questionChapters.parentId,
      name: questionChapters.name,
      questionCount: sql<number>`(select count(*) from ${questions} where ${questions.chapterId} = ${qualified(questionChapters.id)})::int`,
    })
    .from(questionChapters)
    .orderBy(asc(questionChapters.sort), asc(questionChapters.id));
  const subjects = rows
    .filter((row) => row.parentId === null)
    .map((row) => ({ id: row.id, name: row.name, question_count: 0, children: [] as TQuestionChapterNode[] }));
  for (const row of rows) {
    const subject = subjects.find((entry) => entry.id === row.parentId);
    if (!subject) continue;
    subject.children.push({ id: row.id, name: row.name, question_count: Number(row.questionCount), children: [] });
    subject.question_count += Number(row.questionCount);
  }
  return subjects;
}

export async function createChapter(db: Db, body: TQuestionChapterStoreBody): Promise<number> {
  if (body.parent_id !== undefined) {
    const parent = await findChapter(db, body.parent_id);
    if (parent.parentId !== null) throw badRequest(bankMessages.onlyUnderSubject);
  }
  const parent = body.parent_id ?? null;
  const [row] = await db
    .insert(questionChapters)
    .values({
      parentId: parent,
      name: body.name,
      sort: sql`(select coalesce(max(${questionChapters.sort}), 0) + 1 from ${questionChapters}
        where ${parent === null ? sql`${questionChapters.parentId} is null` : sql`${questionChapters.parentId} = ${parent}`})`,
    })
    .returning({ id: questionChapters.id });
  return row.id;
}

export async function renameChapter(db: Db, body: TQuestionChapterSaveBody): Promise<void> {
  const rows = await db
    .update(questionChapters)
    .set({ name: body.name })
    .where(eq(questionChapters.id, body.id))
    .returning({ id: questionChapters.id });
  if (rows.length === 0) throw notFound(bankMessages.chapterMissing);
}

/** Delete an empty chapter, or a subject without chapters. */
export async function deleteChapter(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findChapter(tx, id);
    const [children] = await tx.select({ n: count() }).from(questionChapters).where(eq(questionChapters.parentId, id));
    if (Number(children.n) > 0) throw badRequest(bankMessages.chapterHasChildren);
    const [filed] = await tx.select({ n: count() }).from(questions).where(eq(questions.chapterId, id));
    if (Number(filed.n) > 0) throw badRequest(bankMessages.chapterHasQuestions);
    await tx.delete(questionChapters).where(eq(questionChapters.id, id));
  });
}

/** The stem as plain text for lists: tags dropped, the common entities read, at most 120 characters. */
export function stemText(stem: string): string {
  const text = stem
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** LIKE pattern of a keyword, its wildcards taken literally. */
const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listQuestions(db: Db, q: TQuestionIndexBody): Promise<TPage<TQuestionRow>> {
  const where: SQL[] = [];
  if (q.chapter_id !== undefined) {
    where.push(
      sql`(${questions.chapterId} = ${q.chapter_id} or ${questions.chapterId} in
        (select ${questionChapters.id} from ${questionChapters} where ${questionChapters.parentId} = ${q.chapter_id}))`,
    );
  }
  if (q.type) where.push(eq(questions.type, q.type));
  if (q.difficulty !== undefined) where.push(eq(questions.difficulty, q.difficulty));
  if (q.keyword) where.push(sql`${questions.stem} ilike ${likeOf(q.keyword)}`);
  const rows = await db
    .select({
      id: questions.id,
      chapterId: questions.chapterId,
      chapterName: questionChapters.name,
      type: questions.type,
      stem: questions.stem,
      difficulty: questions.difficulty,
      tags: questions.tags,
      updatedAt: questions.updatedAt,
      total: sql<number>`count(*) over ()`,
    })
    .from(questions)
    .innerJoin(questionChapters, eq(questionChapters.id, questions.chapterId))
    .where(and(...where))
    .orderBy(desc(questions.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && q.page > 1) {
    const [counted] = await db
      .select({ n: count() })
      .from(questions)
      .where(and(...where));
    total = Number(counted.n);
  }
  return {
    list: rows.map((row) => ({
      id: row.id,
      chapter_id: row.chapterId,
      chapter_name: row.chapterName,
      type: row.type,
      stem_text: stemText(row.stem),
      difficulty: row.difficulty,
      tags: row.tags,
      updated_at: row.updatedAt.toISOString(),
    })),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function getQuestion(db: Db, id: number): Promise<TQuestionDetail> {
  const [row] = await db
    .select({ question: questions, chapterName: questionChapters.name, subjectId: questionChapters.parentId })
    .from(questions)
    .innerJoin(questionChapters, eq(questionChapters.id, questions.chapterId))
    .where(eq(questions.id, id))
    .limit(1);
  if (!row) throw notFound(bankMessages.questionMissing);
  const { question } = row;
  return {
    id: question.id,
    chapter_id: question.chapterId,
    chapter_name: row.chapterName,
    subject_id: row.subjectId,
    type: question.type,
    stem: question.stem,
    options: question.options,
    answer: question.answer,
    explanation: question.explanation,
    difficulty: question.difficulty,
    tags: question.tags,
  } as TQuestionDetail;
}

/** The content of a question body, checked: the problems joined in one message when there are any. */
export function checkedContent(body: TQuestionStoreBody): TQuestionContent {
  const content: TQuestionContent = {
    type: body.type,
    stem: body.stem,
    options: body.options,
    answer: body.answer,
    explanation: body.explanation,
    difficulty: body.difficulty,
    tags: body.tags,
  };
  const problems = checkQuestion(content);
  if (problems.length > 0) throw badRequest(problems.join('；'));
  return content;
}

/** A chapter to file questions under: it must exist and be a chapter of a subject. */
export async function assertFilingChapter(db: DbOrTx, chapterId: number): Promise<void> {
  const chapter = await findChapter(db, chapterId);
  if (chapter.parentId === null) throw badRequest(bankMessages.fileUnderChapter);
}

export async function createQuestion(db: Db, user: TSessionUser, body: TQuestionStoreBody): Promise<number> {
  const content = checkedContent(body);
  await assertFilingChapter(db, body.chapter_id);
  const [row] = await db
    .insert(questions)
    .values({ ...content, chapterId: body.chapter_id, createdBy: user.id })
    .returning({ id: questions.id });
  return row.id;
}

export async function saveQuestion(db: Db, body: TQuestionStoreBody & { id: number }): Promise<void> {
  const content = checkedContent(body);
  await assertFilingChapter(db, body.chapter_id);
  const rows = await db
    .update(questions)
    .set({ ...content, chapterId: body.chapter_id, updatedAt: new Date() })
    .where(eq(questions.id, body.id))
    .returning({ id: questions.id });
  if (rows.length === 0) throw notFound(bankMessages.questionMissing);
}

export async function deleteQuestion(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (await isQuestionInPaper(tx, id)) throw badRequest(bankMessages.questionInPaper);
    const rows = await tx.delete(questions).where(eq(questions.id, id)).returning({ id: questions.id });
    if (rows.length === 0) throw notFound(bankMessages.questionMissing);
  });
}

/** Several questions at once (the seed, an import): all or nothing, each checked. */
export async function insertQuestions(
  tx: DbOrTx,
  rows: { chapterId: number; content: TQuestionContent }[],
  userId: number | null,
): Promise<number[]> {
  if (rows.length === 0) return [];
  rows.forEach(({ content }, i) => {
    const problems = checkQuestion(content);
    if (problems.length > 0) throw badRequest(`第${i + 1}题：${problems.join('；')}`);
  });
  const inserted = await tx
    .insert(questions)
    .values(rows.map(({ chapterId, content }) => ({ ...content, chapterId, createdBy: userId })))
    .returning({ id: questions.id });
  return inserted.map((row) => row.id);
}
