import {
  Role,
  type TBindStudentsBody,
  type TBindStudentsList,
  type TIdName,
  type TPage,
  type TResourceBindClassBody,
  type TResourceIndexBody,
  type TResourcePaper,
  type TResourcePreview,
  type TResourceRow,
} from '@sxpt/contract';
import { and, asc, count, eq, ilike, inArray, ne, notInArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  bwkpSubjects,
  chapters,
  classes,
  classResources,
  collegeResources,
  lessonItems,
  lessons,
  resourceStudents,
  resources,
  users,
} from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { visibleClasses } from './class-service';
import { containsPattern } from './member-service';
import { listClassMemberIds } from './membership-store';
import { resourceSummaryColumns, toClassResource } from './resource-query';
import { assertClassesOf, assertResourcesGranted, collegeIdOf, findClassFor, uniqueIds } from './tenant-scope';

/** /college/resource/index: the college's resource bank, with the classes (visible to the user) that have each. */
export async function listResourceBank(
  db: Db,
  user: TSessionUser,
  body: TResourceIndexBody,
): Promise<TPage<TResourceRow>> {
  const collegeId = collegeIdOf(user);
  const keyword = body.keyword?.trim();
  const category = body.category?.trim();
  const where = and(
    eq(resources.status, 1),
    inArray(
      resources.id,
      db
        .select({ id: collegeResources.resourceId })
        .from(collegeResources)
        .where(eq(collegeResources.collegeId, collegeId)),
    ),
    keyword ? ilike(resources.name, containsPattern(keyword)) : undefined,
    category ? eq(resources.category, category) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(resources).where(where);
  const rows = await db
    .select({ ...resourceSummaryColumns, description: resources.description })
    .from(resources)
    .where(where)
    .orderBy(asc(resources.sort), asc(resources.id))
    .limit(body.page_size)
    .offset((body.page - 1) * body.page_size);
  const classesOf = new Map<number, TIdName[]>();
  if (rows.length) {
    const links = await db
      .select({ resourceId: classResources.resourceId, id: classes.id, name: classes.name })
      .from(classResources)
      .innerJoin(classes, eq(classes.id, classResources.classId))
      .where(
        and(
          inArray(
            classResources.resourceId,
            rows.map((r) => r.id),
          ),
          visibleClasses(db, user),
        ),
      )
      .orderBy(asc(classes.id));
    for (const l of links)
      classesOf.set(l.resourceId, [...(classesOf.get(l.resourceId) ?? []), { id: l.id, name: l.name }]);
  }
  return {
    list: rows.map((r) => ({ ...toClassResource(r), description: r.description, classes: classesOf.get(r.id) ?? [] })),
    total: Number(total),
    page: body.page,
    page_size: body.page_size,
  };
}

/** /college/resource/bind_class: the college's classes that have the resource become exactly class_ids. */
export async function bindResourceClasses(db: Db, collegeId: number, body: TResourceBindClassBody): Promise<void> {
  const classIds = uniqueIds(body.class_ids);
  await db.transaction(async (tx) => {
    await assertResourcesGranted(tx, collegeId, [body.resource_id]);
    await assertClassesOf(tx, collegeId, classIds);
    const dropped = (
      await tx
        .select({ id: classResources.classId })
        .from(classResources)
        .innerJoin(classes, eq(classes.id, classResources.classId))
        .where(
          and(
            eq(classResources.resourceId, body.resource_id),
            eq(classes.collegeId, collegeId),
            classIds.length ? notInArray(classResources.classId, classIds) : undefined,
          ),
        )
    ).map((c) => c.id);
    if (dropped.length) {
      await tx
        .delete(classResources)
        .where(and(eq(classResources.resourceId, body.resource_id), inArray(classResources.classId, dropped)));
      await tx
        .delete(resourceStudents)
        .where(and(eq(resourceStudents.resourceId, body.resource_id), inArray(resourceStudents.classId, dropped)));
    }
    if (classIds.length) {
      await tx
        .insert(classResources)
        .values(classIds.map((classId) => ({ classId, resourceId: body.resource_id })))
        .onConflictDoNothing();
    }
  });
}

/** The class (visible to the user) that has the resource. */
async function findClassResource(db: DbOrTx, user: TSessionUser, classId: number, resourceId: number) {
  const klass = await findClassFor(db, user, classId);
  const [link] = await db
    .select({ resourceId: classResources.resourceId })
    .from(classResources)
    .where(and(eq(classResources.classId, klass.id), eq(classResources.resourceId, resourceId)))
    .limit(1);
  if (!link) throw notFound('该班级未绑定此课程资源');
  return klass;
}

/** /college/resource/bind_students_list: the class's students, each with whether they have the resource. */
export async function listBoundStudents(
  db: Db,
  user: TSessionUser,
  classId: number,
  resourceId: number,
): Promise<TBindStudentsList> {
  const klass = await findClassResource(db, user, classId, resourceId);
  const studentIds = await listClassMemberIds(db, Role.student, klass.id);
  const bound = new Set(
    (
      await db
        .select({ id: resourceStudents.studentId })
        .from(resourceStudents)
        .where(and(eq(resourceStudents.classId, klass.id), eq(resourceStudents.resourceId, resourceId)))
    ).map((r) => r.id),
  );
  const isAllBound = bound.size === 0;
  const students = studentIds.length
    ? await db
        .select({ id: users.id, account: users.account, name: users.name })
        .from(users)
        .where(inArray(users.id, studentIds))
        .orderBy(asc(users.account))
    : [];
  return { all_bound: isAllBound, list: students.map((s) => ({ ...s, bound: isAllBound || bound.has(s.id) })) };
}

/** /college/resource/bind_students: only these students of the class have the resource; empty = everyone. */
export async function bindStudents(db: Db, user: TSessionUser, body: TBindStudentsBody): Promise<void> {
  const klass = await findClassResource(db, user, body.class_id, body.resource_id);
  const studentIds = uniqueIds(body.student_ids);
  const members = new Set(await listClassMemberIds(db, Role.student, klass.id));
  if (studentIds.some((id) => !members.has(id))) throw badRequest('所选学生不在此班级中');
  await db.transaction(async (tx) => {
    await tx
      .delete(resourceStudents)
      .where(and(eq(resourceStudents.classId, klass.id), eq(resourceStudents.resourceId, body.resource_id)));
    if (studentIds.length) {
      await tx
        .insert(resourceStudents)
        .values(studentIds.map((studentId) => ({ classId: klass.id, resourceId: body.resource_id, studentId })));
    }
  });
}

/** /college/resource/papers_list: the paper items of a resource granted to the college, in course order. */
export async function listResourcePapers(db: Db, collegeId: number, resourceId: number): Promise<TResourcePaper[]> {
  await assertResourcesGranted(db, collegeId, [resourceId]);
  const rows = await db
    .select({
      lessonId: lessons.id,
      lessonTitle: lessons.title,
      itemId: lessonItems.id,
      refId: lessonItems.refId,
      title: lessonItems.title,
    })
    .from(lessonItems)
    .innerJoin(lessons, eq(lessons.id, lessonItems.lessonId))
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(and(eq(lessons.resourceId, resourceId), eq(lessonItems.kind, 'paper')))
    .orderBy(
      asc(chapters.sort),
      asc(chapters.id),
      asc(lessons.sort),
      asc(lessons.id),
      asc(lessonItems.sort),
      asc(lessonItems.id),
    );
  return rows.map((r) => ({
    lesson_id: r.lessonId,
    lesson_title: r.lessonTitle,
    item_id: r.itemId,
    ref_id: r.refId,
    title: r.title,
  }));
}

/** /college/resource/detail: chapters → lessons (video, handout, practice items) of a resource granted to the college. */
export async function getResourcePreview(db: Db, collegeId: number, resourceId: number): Promise<TResourcePreview> {
  await assertResourcesGranted(db, collegeId, [resourceId]);
  const [resource] = await db.select().from(resources).where(eq(resources.id, resourceId));
  if (!resource) throw notFound('课程资源不存在');
  const chapterRows = await db
    .select()
    .from(chapters)
    .where(eq(chapters.resourceId, resourceId))
    .orderBy(asc(chapters.sort), asc(chapters.id));
  const lessonRows = await db
    .select()
    .from(lessons)
    .where(eq(lessons.resourceId, resourceId))
    .orderBy(asc(lessons.sort), asc(lessons.id));
  const itemRows = lessonRows.length
    ? await db
        .select()
        .from(lessonItems)
        .where(
          inArray(
            lessonItems.lessonId,
            lessonRows.map((l) => l.id),
          ),
        )
        .orderBy(asc(lessonItems.sort), asc(lessonItems.id))
    : [];
  // the walkthrough videos of the invoicing cases the lessons point at: staff see them whatever a student has done
  const caseIds = [...new Set(itemRows.filter((item) => item.kind === 'bwkp').map((item) => item.refId))];
  const videoRows = caseIds.length
    ? await db
        .select({
          caseId: bwkpSubjects.caseId,
          sort: bwkpSubjects.sort,
          title: bwkpSubjects.title,
          videoPath: bwkpSubjects.videoPath,
        })
        .from(bwkpSubjects)
        .where(and(inArray(bwkpSubjects.caseId, caseIds), ne(bwkpSubjects.videoPath, '')))
        .orderBy(asc(bwkpSubjects.sort))
    : [];
  const videosOf = (caseId: number) =>
    videoRows
      .filter((row) => row.caseId === caseId)
      .map((row) => ({ sort: row.sort, title: row.title, video_path: row.videoPath }));
  return {
    id: resource.id,
    name: resource.name,
    category: resource.category,
    description: resource.description,
    chapters: chapterRows.map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      lessons: lessonRows
        .filter((l) => l.chapterId === chapter.id)
        .map((l) => ({
          id: l.id,
          title: l.title,
          description: l.description,
          video_url: l.videoUrl,
          video_duration: l.videoDuration,
          handout_url: l.handoutUrl,
          handout_name: l.handoutName,
          items: itemRows
            .filter((i) => i.lessonId === l.id)
            .map((i) => ({
              kind: i.kind,
              ref_id: i.refId,
              title: i.title,
              ...(i.kind === 'bwkp' ? { videos: videosOf(i.refId) } : {}),
            })),
        })),
    })),
  };
}
