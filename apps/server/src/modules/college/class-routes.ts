import {
  Role,
  ZClassAddBody,
  ZClassDelStudentBody,
  ZClassDelTeacherBody,
  ZClassIdInput,
  ZClassIdQuery,
  ZClassIndexBody,
  ZClassSaveBody,
  ZClassStudentBody,
  ZClassTeacherImportFields,
  ZIdParams,
  ZIdsInput,
  ZIdsQuery,
} from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { exportClassPeople, importClassTeachers, removeClassMember, setClassStudents } from './class-member-service';
import { addClass, deleteClasses, listClasses, listClassPeople, saveClass, showClass } from './class-service';
import { mergeIds, parseInput, pickClassId, readUpload } from './request-input';
import { loadClassResources } from './resource-query';
import { collegeIdOf, findClassFor } from './tenant-scope';
import { sendXlsx } from './xlsx-file';

const adminOnly = { roles: [Role.admin] } as const;
/** admin, or a teacher of the class (checked by findClassFor) */
const classStaff = { roles: [Role.admin, Role.teacher] } as const;
const tags = ['college'];

/** /college/class/*: classes and their teachers, students and resources. */
export function registerClassRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/college/class/index', { schema: { body: ZClassIndexBody, tags }, config: classStaff }, async (request) =>
    ok(await listClasses(ctx.db, currentUser(request), request.body)),
  );

  r.post('/college/class/add', { schema: { body: ZClassAddBody, tags }, config: adminOnly }, async (request) =>
    ok(await addClass(ctx.db, collegeIdOf(currentUser(request)), request.body), '添加成功'),
  );

  r.post('/college/class/save', { schema: { body: ZClassSaveBody, tags }, config: adminOnly }, async (request) => {
    await saveClass(ctx.db, currentUser(request), request.body);
    return ok(null, '保存成功');
  });

  r.post(
    '/college/class/delete',
    { schema: { querystring: ZIdsQuery, body: ZIdsInput, tags }, config: adminOnly },
    async (request) => {
      const ids = mergeIds(request.query, request.body, '请选择要删除的班级');
      await deleteClasses(ctx.db, collegeIdOf(currentUser(request)), ids);
      return ok(null, '删除成功');
    },
  );

  r.post('/college/class/show/:id', { schema: { params: ZIdParams, tags }, config: classStaff }, async (request) =>
    ok(await showClass(ctx.db, currentUser(request), request.params.id)),
  );

  r.post('/college/class/student', { schema: { body: ZClassStudentBody, tags }, config: adminOnly }, async (request) =>
    ok(await setClassStudents(ctx.db, currentUser(request), request.body), '保存成功'),
  );

  r.post('/college/class/teacher/:id', { schema: { params: ZIdParams, tags }, config: classStaff }, async (request) => {
    const klass = await findClassFor(ctx.db, currentUser(request), request.params.id);
    return ok(await listClassPeople(ctx.db, Role.teacher, klass.id));
  });

  r.post(
    '/college/class/del/teacher',
    { schema: { body: ZClassDelTeacherBody, tags }, config: adminOnly },
    async (request) => {
      const { class_id, teacher_id } = request.body;
      await removeClassMember(ctx.db, currentUser(request), Role.teacher, class_id, teacher_id);
      return ok(null, '已移出班级');
    },
  );

  r.post(
    '/college/class/del/student',
    { schema: { body: ZClassDelStudentBody, tags }, config: adminOnly },
    async (request) => {
      const { class_id, student_id } = request.body;
      await removeClassMember(ctx.db, currentUser(request), Role.student, class_id, student_id);
      return ok(null, '已移出班级');
    },
  );

  r.post('/college/class/teacher/import', { schema: { tags }, config: adminOnly }, async (request) => {
    const user = currentUser(request);
    const { bytes, fields } = await readUpload(request);
    const input = parseInput(ZClassTeacherImportFields, { ...(request.query as object), ...fields });
    const data = await importClassTeachers(ctx.db, user, { classId: input.class_id, mode: input.mode, bytes });
    return ok(data, `导入成功，共${data.imported}名教师`);
  });

  const studentExport = { schema: { querystring: ZClassIdQuery, body: ZClassIdInput, tags }, config: classStaff };
  r.post('/college/class/student/export', studentExport, async (request, reply) => {
    const file = await exportClassPeople(
      ctx.db,
      currentUser(request),
      Role.student,
      pickClassId(request.query, request.body),
    );
    return sendXlsx(reply, file.filename, file.bytes);
  });
  r.get(
    '/college/class/student/export',
    { schema: { querystring: ZClassIdQuery, tags }, config: classStaff },
    async (request, reply) => {
      const file = await exportClassPeople(
        ctx.db,
        currentUser(request),
        Role.student,
        pickClassId(request.query, undefined),
      );
      return sendXlsx(reply, file.filename, file.bytes);
    },
  );

  r.get(
    '/college/class/teacher/export',
    { schema: { querystring: ZClassIdQuery, tags }, config: adminOnly },
    async (request, reply) => {
      const file = await exportClassPeople(
        ctx.db,
        currentUser(request),
        Role.teacher,
        pickClassId(request.query, undefined),
      );
      return sendXlsx(reply, file.filename, file.bytes);
    },
  );

  r.get(
    '/college/class/resources/list',
    { schema: { querystring: ZClassIdQuery, tags }, config: classStaff },
    async (request) => {
      const klass = await findClassFor(ctx.db, currentUser(request), pickClassId(request.query, undefined));
      return ok((await loadClassResources(ctx.db, [klass.id])).get(klass.id) ?? []);
    },
  );
}
