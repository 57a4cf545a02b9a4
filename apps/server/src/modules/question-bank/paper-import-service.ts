// A whole paper imported from its workbook (issue 10 §2, /adminViews/paper/paper/import/{id}): the upload is read
// (parsePaperWorkbook) and kept for preview with every problem; the commit files the questions under the chapter
// chosen and writes the paper (fixed sections of those questions, the template chosen) in one transaction, only when
// there is no problem, and only once.
import type { TPaperImportDetail, TPaperImportRead, TPaperStoreBody } from '@sxpt/contract';
import {
  paperFileProblems,
  paperFileSection,
  paperFileSections,
  paperTotal,
  parsePaperWorkbook,
  sectionPoints,
  type TPaperFile,
  type TQuestionContent,
} from '@sxpt/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paperImports, questionChapters, scoringTemplates } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { importItem, importMessages } from './import-service';
import { insertPaper, paperMessages } from './paper-service';
import { readPaperWorkbook } from './paper-sheet';
import { assertFilingChapter, insertQuestions } from './question-service';

export const paperImportMessages = {
  hasProblems: (count: number) => `文件中有${count}处错误，请修改后重新上传`,
} as const;

const questionCount = (file: TPaperFile) => file.sections.reduce((sum, section) => sum + section.questions.length, 0);

/** The settings read, as the contract's paper body writes them. */
function settingsBody(file: TPaperFile): TPaperImportDetail['settings'] {
  const { settings } = file;
  return {
    title: settings.title,
    kind: settings.kind,
    description: settings.description,
    duration_minutes: settings.durationMinutes,
    pass_mark: settings.passMark,
    shuffle_questions: settings.shuffleQuestions,
    shuffle_options: settings.shuffleOptions,
  };
}

/** Read an uploaded paper workbook into a preview: its id, how many questions, how many problems. */
export async function readPaperFile(
  db: Db,
  user: TSessionUser,
  input: { chapterId: number; templateId: number; fileName: string; bytes: Buffer },
): Promise<TPaperImportRead> {
  await assertFilingChapter(db, input.chapterId);
  const [template] = await db
    .select({ id: scoringTemplates.id })
    .from(scoringTemplates)
    .where(eq(scoringTemplates.id, input.templateId));
  if (!template) throw notFound(paperMessages.templateMissing);
  const parsed = parsePaperWorkbook(await readPaperWorkbook(input.bytes));
  if (questionCount(parsed) === 0) throw badRequest(importMessages.empty);
  const [row] = await db
    .insert(paperImports)
    .values({
      userId: user.id,
      chapterId: input.chapterId,
      templateId: input.templateId,
      fileName: input.fileName.slice(0, 200),
      parsed,
    })
    .returning({ id: paperImports.id });
  return { id: row.id, question_count: questionCount(parsed), problem_count: paperFileProblems(parsed).length };
}

export async function getPaperImportDetail(db: Db, id: number): Promise<TPaperImportDetail> {
  const [row] = await db
    .select({ upload: paperImports, chapterName: questionChapters.name, templateName: scoringTemplates.name })
    .from(paperImports)
    .innerJoin(questionChapters, eq(questionChapters.id, paperImports.chapterId))
    .leftJoin(scoringTemplates, eq(scoringTemplates.id, paperImports.templateId))
    .where(eq(paperImports.id, id));
  if (!row) throw notFound(importMessages.missing);
  const { upload } = row;
  const file = upload.parsed;
  const sections = paperFileSections(file.sections);
  return {
    id: upload.id,
    file_name: upload.fileName,
    chapter_id: upload.chapterId,
    chapter_name: row.chapterName,
    template_id: upload.templateId,
    template_name: row.templateName ?? '',
    settings: settingsBody(file),
    sections: file.sections.map((section, i) => ({
      title: section.title,
      type: section.type,
      points: section.points,
      line: section.line,
      total_points: sectionPoints(sections[i]),
      questions: section.questions.map(importItem),
    })),
    question_count: questionCount(file),
    total_points: paperTotal(sections),
    problems: file.problems,
    problem_count: paperFileProblems(file).length,
    committed: upload.committedAt !== null,
    paper_id: upload.paperId,
  };
}

/**
 * Write a previewed paper: its questions filed under the chapter, then the paper of them with the template, in one
 * transaction; refused (nothing written) when it has a problem, when it was written already or the template is gone.
 */
export async function commitPaperImport(
  db: Db,
  user: TSessionUser,
  id: number,
): Promise<{ paper_id: number; question_count: number }> {
  return db.transaction(async (tx) => {
    const [upload] = await tx.select().from(paperImports).where(eq(paperImports.id, id)).for('update');
    if (!upload) throw notFound(importMessages.missing);
    if (upload.committedAt !== null) throw badRequest(importMessages.committed);
    const file = upload.parsed;
    const problems = paperFileProblems(file).length;
    if (problems > 0) throw badRequest(paperImportMessages.hasProblems(problems));
    if (upload.templateId === null) throw notFound(paperMessages.templateMissing);
    await assertFilingChapter(tx, upload.chapterId);
    const contents = file.sections.flatMap((section) =>
      section.questions.map((question) => ({
        chapterId: upload.chapterId,
        content: question.content as TQuestionContent,
      })),
    );
    const ids = await insertQuestions(tx, contents, user.id);
    const unplaced = [...ids];
    const sections = file.sections.map((read) => paperFileSection(read, unplaced.splice(0, read.questions.length)));
    const body: TPaperStoreBody = {
      ...settingsBody(file),
      template_id: upload.templateId,
      sections: sections.map((section) => ({
        type: section.type,
        title: section.title,
        points: section.points,
        mode: 'fixed',
        question_ids: section.questionIds,
        draw: null,
      })),
    };
    const paperId = await insertPaper(tx, user.id, body);
    await tx.update(paperImports).set({ committedAt: new Date(), paperId }).where(eq(paperImports.id, id));
    return { paper_id: paperId, question_count: ids.length };
  });
}
