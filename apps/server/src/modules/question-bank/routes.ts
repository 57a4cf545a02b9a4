import {
  Role,
  ZPaperIdBody,
  ZPaperImportFields,
  ZPaperImportIdBody,
  ZPaperIndexBody,
  ZPaperSaveBody,
  ZPaperStoreBody,
  ZQuestionChapterIdBody,
  ZQuestionChapterSaveBody,
  ZQuestionChapterStoreBody,
  ZQuestionExportQuery,
  ZQuestionIdBody,
  ZQuestionImportFields,
  ZQuestionImportIdBody,
  ZQuestionIndexBody,
  ZQuestionSaveBody,
  ZQuestionStoreBody,
  ZTemplateIdBody,
  ZTemplateSaveBody,
  ZTemplateStoreBody,
} from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { parseInput, readUpload } from '../college/request-input';
import { sendXlsx } from '../college/xlsx-file';
import { commitImport, getImportDetail, readQuestionFile } from './import-service';
import { commitPaperImport, getPaperImportDetail, readPaperFile } from './paper-import-service';
import {
  deletePaper,
  deleteTemplate,
  getPaper,
  listPapers,
  listTemplates,
  savePaper,
  saveTemplate,
  storePaper,
  storeTemplate,
} from './paper-service';
import { buildPaperTemplate } from './paper-sheet';
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
import { buildQuestionTemplate, exportChapterQuestions } from './question-sheet';

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

  r.post(
    '/admin/question/import',
    {
      schema: {
        tags,
        summary: '上传试题文件（multipart：file、chapter_id、format xlsx|gift|aiken|moodle_xml），返回预览记录',
      },
      config: acc5Only,
    },
    async (request) => {
      const { bytes, fields, fileName } = await readUpload(request);
      const { chapter_id: chapterId, format } = parseInput(ZQuestionImportFields, fields);
      const data = await readQuestionFile(db, currentUser(request), { chapterId, format, fileName, bytes });
      return ok(
        data,
        data.error_count > 0 ? `读到${data.total}道题，其中${data.error_count}道有错误` : `读到${data.total}道题`,
      );
    },
  );
  r.post(
    '/admin/question/import_detail',
    { schema: { body: ZQuestionImportIdBody, tags, summary: '导入预览：每道题的行号、题型与错误' }, config: acc5Only },
    async (request) => ok(await getImportDetail(db, request.body.id)),
  );
  r.post(
    '/admin/question/import_commit',
    { schema: { body: ZQuestionImportIdBody, tags, summary: '确认导入：全部写入或全部不写' }, config: acc5Only },
    async (request) => {
      const data = await commitImport(db, currentUser(request), request.body.id);
      return ok(data, `已导入${data.count}道题`);
    },
  );

  r.get(
    '/admin/question/template',
    { schema: { tags, summary: '下载试题导入的Excel模板（含填写说明）' }, config: acc5Only },
    async (_request, reply) => sendXlsx(reply, '题库导入模板.xlsx', await buildQuestionTemplate()),
  );
  r.get(
    '/admin/question/export',
    {
      schema: { querystring: ZQuestionExportQuery, tags, summary: '导出章节（科目：其下各章节）的试题为Excel模板' },
      config: acc5Only,
    },
    async (request, reply) => {
      const file = await exportChapterQuestions(db, request.query.chapter_id);
      return sendXlsx(reply, file.filename, file.bytes);
    },
  );

  // ---- scoring templates
  r.post('/admin/template/index', { schema: { tags, summary: '评分模板列表' }, config: acc5Only }, async () =>
    ok(await listTemplates(db)),
  );
  r.post(
    '/admin/template/store',
    { schema: { body: ZTemplateStoreBody, tags, summary: '新增评分模板' }, config: acc5Only },
    async (request) => ok({ id: await storeTemplate(db, request.body) }, '评分模板已保存'),
  );
  r.post(
    '/admin/template/save',
    { schema: { body: ZTemplateSaveBody, tags, summary: '修改评分模板' }, config: acc5Only },
    async (request) => {
      await saveTemplate(db, request.body);
      return ok(null, '保存成功');
    },
  );
  r.post(
    '/admin/template/delete',
    { schema: { body: ZTemplateIdBody, tags, summary: '删除未被试卷使用的评分模板' }, config: acc5Only },
    async (request) => {
      await deleteTemplate(db, request.body.id);
      return ok(null, '删除成功');
    },
  );

  // ---- papers
  r.post(
    '/admin/paper/index',
    { schema: { body: ZPaperIndexBody, tags, summary: '试卷列表' }, config: acc5Only },
    async (request) => ok(await listPapers(db, request.body)),
  );
  r.post(
    '/admin/paper/detail',
    { schema: { body: ZPaperIdBody, tags, summary: '试卷详情（设置与各部分）' }, config: acc5Only },
    async (request) => ok(await getPaper(db, request.body.id)),
  );
  r.post(
    '/admin/paper/store',
    { schema: { body: ZPaperStoreBody, tags, summary: '新增试卷' }, config: acc5Only },
    async (request) => ok({ id: await storePaper(db, currentUser(request).id, request.body) }, '试卷已保存'),
  );
  r.post(
    '/admin/paper/save',
    { schema: { body: ZPaperSaveBody, tags, summary: '修改试卷' }, config: acc5Only },
    async (request) => {
      await savePaper(db, request.body);
      return ok(null, '保存成功');
    },
  );
  r.post(
    '/admin/paper/import',
    {
      schema: {
        tags,
        summary: '上传试卷工作簿（multipart：file、chapter_id 试题存入的章节、template_id 评分模板），返回预览记录',
      },
      config: acc5Only,
    },
    async (request) => {
      const { bytes, fields, fileName } = await readUpload(request);
      const { chapter_id: chapterId, template_id: templateId } = parseInput(ZPaperImportFields, fields);
      const data = await readPaperFile(db, currentUser(request), { chapterId, templateId, fileName, bytes });
      return ok(
        data,
        data.problem_count > 0
          ? `读到${data.question_count}道题，有${data.problem_count}处错误`
          : `读到${data.question_count}道题`,
      );
    },
  );
  r.post(
    '/admin/paper/import_detail',
    {
      schema: { body: ZPaperImportIdBody, tags, summary: '试卷导入预览：设置、各部分的试题与错误、总分' },
      config: acc5Only,
    },
    async (request) => ok(await getPaperImportDetail(db, request.body.id)),
  );
  r.post(
    '/admin/paper/import_commit',
    {
      schema: { body: ZPaperImportIdBody, tags, summary: '确认导入试卷：试题与试卷一次写入，有错误或已导入则拒绝' },
      config: acc5Only,
    },
    async (request) => {
      const data = await commitPaperImport(db, currentUser(request), request.body.id);
      return ok(data, `试卷已导入，共${data.question_count}道题`);
    },
  );
  r.get(
    '/admin/paper/template',
    { schema: { tags, summary: '下载试卷导入的Excel模板（试卷信息、试题、填写说明）' }, config: acc5Only },
    async (_request, reply) => sendXlsx(reply, '试卷导入模板.xlsx', await buildPaperTemplate()),
  );
  r.post(
    '/admin/paper/delete',
    { schema: { body: ZPaperIdBody, tags, summary: '删除试卷' }, config: acc5Only },
    async (request) => {
      await deletePaper(db, request.body.id);
      return ok(null, '删除成功');
    },
  );
}
