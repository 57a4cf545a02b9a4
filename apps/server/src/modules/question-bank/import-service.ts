// Importing questions from the bank's Excel template, a GIFT, Aiken or Moodle XML file (issue 10 §1): the upload is
// read and kept for preview with every question's problems; the questions are written all at once, and only when
// none has a problem.
import type { TQuestionImportDetail, TQuestionImportFormat, TQuestionImportItem } from '@sxpt/contract';
import {
  parseAiken,
  parseGift,
  parseMoodleXml,
  parseXlsxRows,
  type TImportedQuestion,
  type TQuestionContent,
} from '@sxpt/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionChapters, questionImports } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { assertFilingChapter, insertQuestions } from './question-service';
import { readQuestionWorkbook } from './question-sheet';

export const importMessages = {
  notText: '文件不是UTF-8编码的文本，请另存为UTF-8后重新上传',
  empty: '文件中没有读到试题',
  missing: '导入记录不存在',
  committed: '该文件已导入，请勿重复导入',
  hasErrors: (count: number) => `文件中有${count}道题有错误，请修改后重新上传`,
} as const;

const TEXT_PARSERS = { gift: parseGift, aiken: parseAiken, moodle_xml: parseMoodleXml } as const;

/** The text of an upload: UTF-8 (a BOM allowed), or refused. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(importMessages.notText);
  }
}

/** The questions of an upload: a workbook's rows, or a UTF-8 text's questions. */
async function readItems(format: TQuestionImportFormat, bytes: Buffer): Promise<TImportedQuestion[]> {
  if (format === 'xlsx') return parseXlsxRows(await readQuestionWorkbook(bytes));
  return TEXT_PARSERS[format](decodeText(bytes));
}

/** Read an upload into a preview: its id, how many questions and how many with problems. */
export async function readQuestionFile(
  db: Db,
  user: TSessionUser,
  input: { chapterId: number; format: TQuestionImportFormat; fileName: string; bytes: Buffer },
): Promise<{ id: number; total: number; error_count: number }> {
  await assertFilingChapter(db, input.chapterId);
  const items = await readItems(input.format, input.bytes);
  if (items.length === 0) throw badRequest(importMessages.empty);
  const [row] = await db
    .insert(questionImports)
    .values({
      userId: user.id,
      chapterId: input.chapterId,
      format: input.format,
      fileName: input.fileName.slice(0, 200),
      items,
    })
    .returning({ id: questionImports.id });
  return { id: row.id, total: items.length, error_count: items.filter((item) => item.errors.length > 0).length };
}

/** A question read from a file as the preview shows it. */
export const importItem = (item: TImportedQuestion): TQuestionImportItem => ({
  line: item.line,
  label: item.label,
  type: item.content?.type ?? null,
  errors: item.errors,
});

const errorCount = (items: TImportedQuestion[]) => items.filter((item) => item.errors.length > 0).length;

export async function getImportDetail(db: Db, id: number): Promise<TQuestionImportDetail> {
  const [row] = await db
    .select({ upload: questionImports, chapterName: questionChapters.name })
    .from(questionImports)
    .innerJoin(questionChapters, eq(questionChapters.id, questionImports.chapterId))
    .where(eq(questionImports.id, id));
  if (!row) throw notFound(importMessages.missing);
  const { upload } = row;
  return {
    id: upload.id,
    chapter_id: upload.chapterId,
    chapter_name: row.chapterName,
    format: upload.format,
    file_name: upload.fileName,
    total: upload.items.length,
    error_count: errorCount(upload.items),
    committed: upload.committedAt !== null,
    items: upload.items.map(importItem),
  };
}

/** Write every question of a previewed file, in one transaction; a file with any problem writes nothing. */
export async function commitImport(db: Db, user: TSessionUser, id: number): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const [upload] = await tx.select().from(questionImports).where(eq(questionImports.id, id)).for('update');
    if (!upload) throw notFound(importMessages.missing);
    if (upload.committedAt !== null) throw badRequest(importMessages.committed);
    const problems = errorCount(upload.items);
    if (problems > 0) throw badRequest(importMessages.hasErrors(problems));
    await assertFilingChapter(tx, upload.chapterId);
    const contents = upload.items.map((item) => item.content).filter((c): c is TQuestionContent => c !== null);
    await insertQuestions(
      tx,
      contents.map((content) => ({ chapterId: upload.chapterId, content })),
      user.id,
    );
    await tx.update(questionImports).set({ committedAt: new Date() }).where(eq(questionImports.id, id));
    return { count: contents.length };
  });
}
