import {
  Role,
  ZQuestionChapterIdBody,
  ZQuestionChapterSaveBody,
  ZQuestionChapterStoreBody,
  ZQuestionIdBody,
  ZQuestionIndexBody,
  ZQuestionSaveBody,
  ZQuestionStoreBody,
} from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  createChapter,
  createQuestion,
  deleteChapter,
  deleteQuestion,
  getQuestion,
  listChapterTree,
  listQuestions,
  renameChapter,
  saveQuestion,
} from './question-service';

const acc5Only = { roles: [Role.acc5] } as const;

/** The question bank of acc5: /admin/question_chapter/* and /admin/question/*. */
export async function questionBankRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['question-bank'];
  const db = ctx.db;

  r.post(
    '/admin/question_chapter/index',
    { schema: { tags, summary: '题库章节树（科目 → 章节，含试题数）' }, config: acc5Only },
    async () => ok(await listChapterTree(db)),
  );
  r.post(
    '/admin/question_chapter/store',
    { schema: { body: ZQuestionChapterStoreBody, tags, summary: '新增科目或章节' }, config: acc5Only },
    async (request) => ok({ id: await createChapter(db, request.body) }, '章节已创建'),
  );
  r.post(
    '/admin/question_chapter/save',
    { schema: { body: ZQuestionChapterSaveBody, tags, summary: '修改科目或章节名称' }, config: acc5Only },
    async (request) => {
      await renameChapter(db, request.body);
      return ok(null, '保存成功');
    },
  );
  r.post(
    '/admin/question_chapter/delete',
    { schema: { body: ZQuestionChapterIdBody, tags, summary: '删除空的章节或科目' }, config: acc5Only },
    async (request) => {
      await deleteChapter(db, request.body.id);
      return ok(null, '删除成功');
    },
  );

  r.post(
    '/admin/question/index',
    { schema: { body: ZQuestionIndexBody, tags, summary: '试题列表' }, config: acc5Only },
    async (request) => ok(await listQuestions(db, request.body)),
  );
  r.post(
    '/admin/question/detail',
    { schema: { body: ZQuestionIdBody, tags, summary: '试题详情（含答案与解析）' }, config: acc5Only },
    async (request) => ok(await getQuestion(db, request.body.id)),
  );
  r.post(
    '/admin/question/store',
    { schema: { body: ZQuestionStoreBody, tags, summary: '新增试题' }, config: acc5Only },
    async (request) => ok({ id: await createQuestion(db, currentUser(request), request.body) }, '试题已保存'),
  );
  r.post(
    '/admin/question/save',
    { schema: { body: ZQuestionSaveBody, tags, summary: '修改试题' }, config: acc5Only },
    async (request) => {
      await saveQuestion(db, request.body);
      return ok(null, '保存成功');
    },
  );
  r.post(
    '/admin/question/delete',
    { schema: { body: ZQuestionIdBody, tags, summary: '删除试题' }, config: acc5Only },
    async (request) => {
      await deleteQuestion(db, request.body.id);
      return ok(null, '删除成功');
    },
  );
}
