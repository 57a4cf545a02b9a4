// Papers in a college and their publications (issue 10 §3): the papers a college has through the courses acc5
// granted it (the paper items of the courses' lessons), a paper's preview with its answers for teachers, and a teacher
// publishing a paper to classes of theirs that have the course, with a window and the rules of the attempt.
import {
  paperExamMessages,
  Role,
  type TCollegePaperRow,
  type TEditPublishBody,
  type TPage,
  type TPaperPreview,
  type TPublicationRow,
  type TPublishListBody,
  type TPublishPapersBody,
  type TTeacherPapersBody,
} from '@sxpt/contract';
import { checkPublication, QUESTION_TYPE_LABEL, sectionCount } from '@sxpt/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  classes,
  classResources,
  classTeachers,
  paperAttempts,
  paperPublications,
  papers,
  questionChapters,
  questions,
  resources,
  scoringTemplates,
  users,
} from '../../db/schema';
import { pageTotal, queryRows } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import { collegeIdOf } from '../college/tenant-scope';
import { loadSections, sectionOfRow } from '../question-bank/paper-service';

const likeText = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The papers of the courses: a paper belongs to a course when acc5 put it in one of the course's lessons as a paper
 * item (lesson_items of kind 'paper', ref_id the paper; relation_resource_bank and the lesson editor).
 */
const paperLinksSql = sql`(select distinct l.resource_id, li.ref_id as paper_id
  from lesson_items li join lessons l on l.id = li.lesson_id where li.kind = 'paper')`;

/**
 * The college's papers: those of the courses granted to the college (a teacher: of the courses of their classes), one
 * row per course and paper.
 */
export async function listCollegePapers(
  db: Db,
  user: TSessionUser,
  q: TTeacherPapersBody,
): Promise<TPage<TCollegePaperRow>> {
  const collegeId = collegeIdOf(user);
  const filters: SQL[] = [];
  if (q.kind) filters.push(sql` and p.kind = ${q.kind}`);
  if (q.resource_id) filters.push(sql` and k.resource_id = ${q.resource_id}`);
  if (q.keyword) filters.push(sql` and p.title ilike ${likeText(q.keyword)}`);
  // a teacher: the courses of the classes they teach (what they can publish)
  if (user.role === Role.teacher)
    filters.push(sql` and k.resource_id in (select cr.resource_id from class_resources cr
      join class_teachers ct on ct.class_id = cr.class_id where ct.teacher_id = ${user.id})`);
  const mine =
    user.role === Role.teacher
      ? sql` and pp.class_id in (select class_id from class_teachers where teacher_id = ${user.id})`
      : sql``;
  const read = (limit: number, offset: number) =>
    queryRows<{
      id: number;
      title: string;
      kind: 'exam' | 'practice';
      resource_id: number;
      resource_name: string;
      total_points: string;
      pass_mark: string;
      duration_minutes: number;
      publish_count: number;
      total: number;
    }>(
      db,
      sql`
    select p.id, p.title, p.kind, r.id as resource_id, r.name as resource_name, p.total_points::text as total_points,
      p.pass_mark::text as pass_mark, p.duration_minutes,
      (select count(*)::int from paper_publications pp where pp.paper_id = p.id and pp.college_id = ${collegeId}${mine})
        as publish_count,
      count(*) over ()::int as total
    from ${paperLinksSql} k
    join college_resources cr on cr.resource_id = k.resource_id and cr.college_id = ${collegeId}
    join resources r on r.id = k.resource_id
    join papers p on p.id = k.paper_id
    where true${sql.join(filters, sql``)}
    order by r.id, p.id
    limit ${limit} offset ${offset}`,
    );
  const rows = await read(q.page_size, (q.page - 1) * q.page_size);
  const sections = await loadSections(db, [...new Set(rows.map((row) => row.id))]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      kind: row.kind,
      resource_id: row.resource_id,
      resource_name: row.resource_name,
      question_count: sections
        .filter((section) => section.paperId === row.id)
        .reduce((sum, section) => sum + sectionCount(sectionOfRow(section)), 0),
      total_points: row.total_points,
      pass_mark: row.pass_mark,
      duration_minutes: row.duration_minutes,
      publish_count: Number(row.publish_count),
    })),
    total: await pageTotal(rows, q.page, () => read(1, 0)),
    page: q.page,
    page_size: q.page_size,
  };
}

/** The courses of the college that hold the paper; none: the paper is not the college's (answers as missing). */
async function collegeResourcesOf(db: DbOrTx, collegeId: number, paperId: number) {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`
    select r.id, r.name from ${paperLinksSql} k
    join college_resources cr on cr.resource_id = k.resource_id and cr.college_id = ${collegeId}
    join resources r on r.id = k.resource_id
    where k.paper_id = ${paperId}
    order by r.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/** A paper of the college as its teachers preview it (checkExam): sections, questions with answers and 解析. */
export async function paperPreview(db: Db, user: TSessionUser, paperId: number): Promise<TPaperPreview> {
  const owned = await collegeResourcesOf(db, collegeIdOf(user), paperId);
  if (owned.length === 0) throw notFound(paperExamMessages.paperNotInCourse);
  const [row] = await db
    .select({ paper: papers, templateName: scoringTemplates.name })
    .from(papers)
    .innerJoin(scoringTemplates, eq(scoringTemplates.id, papers.templateId))
    .where(eq(papers.id, paperId));
  if (!row) throw notFound(paperExamMessages.paperNotInCourse);
  const sections = (await loadSections(db, [paperId])).map(sectionOfRow);
  const ids = [...new Set(sections.flatMap((section) => section.questionIds))];
  const found = ids.length === 0 ? [] : await db.select().from(questions).where(inArray(questions.id, ids));
  const byId = new Map(found.map((question) => [question.id, question]));
  const chapterIds = [...new Set(sections.flatMap((section) => section.draw?.chapterIds ?? []))];
  const chapterNames = new Map(
    (chapterIds.length === 0
      ? []
      : await db
          .select({ id: questionChapters.id, name: questionChapters.name })
          .from(questionChapters)
          .where(inArray(questionChapters.id, chapterIds))
    ).map((chapter) => [chapter.id, chapter.name]),
  );
  return {
    id: row.paper.id,
    title: row.paper.title,
    kind: row.paper.kind,
    description: row.paper.description,
    duration_minutes: row.paper.durationMinutes,
    total_points: row.paper.totalPoints,
    pass_mark: row.paper.passMark,
    shuffle_questions: row.paper.shuffleQuestions,
    shuffle_options: row.paper.shuffleOptions,
    template_name: row.templateName,
    resources: owned,
    sections: sections.map((section) => ({
      title: section.title || QUESTION_TYPE_LABEL[section.type],
      type: section.type,
      points: section.points,
      mode: section.mode,
      count: sectionCount(section),
      draw_text:
        section.mode === 'random' && section.draw
          ? `从「${section.draw.chapterIds.map((id) => chapterNames.get(id) ?? '已删除的章节').join('、')}」${
              section.draw.difficulties.length > 0 ? `难度${section.draw.difficulties.join('、')}的试题中` : ''
            }随机抽取 ${section.draw.count} 题，每名学生各不相同`
          : '',
      questions: section.questionIds.flatMap((id) => {
        const question = byId.get(id);
        return question
          ? [
              {
                id: question.id,
                type: question.type,
                stem: question.stem,
                options: question.options,
                answer: question.answer,
                explanation: question.explanation,
                difficulty: question.difficulty,
              },
            ]
          : [];
      }),
    })),
  };
}

function settingsOf(body: Omit<TEditPublishBody, 'id'>) {
  return {
    startAt: body.start_at,
    endAt: body.end_at,
    maxAttempts: body.max_attempts,
    showAnswers: body.show_answers,
    countSwitches: body.count_switches,
    switchLimit: body.count_switches ? body.switch_limit : 0,
  };
}

function assertSettings(settings: ReturnType<typeof settingsOf>) {
  const problems = checkPublication(settings);
  if (problems.length > 0) throw badRequest(problems.join('；'));
}

/**
 * A teacher publishes a paper of a course to classes they teach that have the course: one publication per class,
 * all or none.
 */
export async function publishPapers(db: Db, user: TSessionUser, body: TPublishPapersBody): Promise<number[]> {
  const collegeId = collegeIdOf(user);
  const settings = settingsOf(body);
  assertSettings(settings);
  const owned = await collegeResourcesOf(db, collegeId, body.paper_id);
  if (!owned.some((resource) => resource.id === body.resource_id)) throw notFound(paperExamMessages.paperNotInCourse);
  const classIds = [...new Set(body.class_ids)];
  const usable = await db
    .select({ id: classes.id })
    .from(classes)
    .innerJoin(
      classResources,
      and(eq(classResources.classId, classes.id), eq(classResources.resourceId, body.resource_id)),
    )
    .where(
      and(
        inArray(classes.id, classIds),
        eq(classes.collegeId, collegeId),
        user.role === Role.teacher
          ? sql`exists (select 1 from ${classTeachers} where ${classTeachers.classId} = ${classes.id}
              and ${classTeachers.teacherId} = ${user.id})`
          : undefined,
      ),
    );
  if (usable.length !== classIds.length) throw badRequest(paperExamMessages.classNotForCourse);
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(paperPublications)
      .values(
        classIds.map((classId) => ({
          collegeId,
          classId,
          resourceId: body.resource_id,
          paperId: body.paper_id,
          ...settings,
          createdBy: user.id,
        })),
      )
      .returning({ id: paperPublications.id });
    return rows.map((row) => row.id);
  });
}

/** A publication of the user's college; a teacher's only in a class they teach. */
export async function findPublicationFor(db: DbOrTx, user: TSessionUser, id: number) {
  const [row] = await db
    .select()
    .from(paperPublications)
    .where(
      and(
        eq(paperPublications.id, id),
        eq(paperPublications.collegeId, collegeIdOf(user)),
        user.role === Role.teacher
          ? sql`exists (select 1 from ${classTeachers} where ${classTeachers.classId} = ${paperPublications.classId}
              and ${classTeachers.teacherId} = ${user.id})`
          : undefined,
      ),
    )
    .limit(1);
  if (!row) throw notFound(paperExamMessages.publicationNotFound);
  return row;
}

/**
 * Change a publication. Once a student has begun, only what is safe changes: the end time, the attempts allowed
 * (not below what anyone has used) and when answers show; the start and the page-leaving rules stay.
 */
export async function editPublication(db: Db, user: TSessionUser, body: TEditPublishBody): Promise<void> {
  const current = await findPublicationFor(db, user, body.id);
  const settings = settingsOf(body);
  assertSettings(settings);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({
        started: sql<number>`count(*)::int`,
        most: sql<number>`coalesce(max(${paperAttempts.attemptNo}), 0)::int`,
      })
      .from(paperAttempts)
      .where(eq(paperAttempts.publicationId, current.id));
    if (used.started > 0) {
      const locked =
        settings.startAt.getTime() !== current.startAt.getTime() ||
        settings.countSwitches !== current.countSwitches ||
        settings.switchLimit !== current.switchLimit;
      if (locked) throw conflict(paperExamMessages.startedLocked);
      if (settings.maxAttempts !== 0 && settings.maxAttempts < used.most)
        throw badRequest(`已有学生作答${used.most}次，允许作答次数不能少于${used.most}次`);
    }
    await tx
      .update(paperPublications)
      .set({ ...settings, updatedAt: new Date() })
      .where(eq(paperPublications.id, current.id));
    // an attempt in progress ends no later than the new end
    await tx
      .update(paperAttempts)
      .set({
        deadlineAt: sql`least(${paperAttempts.startedAt} + make_interval(mins => (select ${papers.durationMinutes}
          from ${papers} where ${papers.id} = ${current.paperId})), ${settings.endAt})`,
      })
      .where(and(eq(paperAttempts.publicationId, current.id), eq(paperAttempts.status, 1)));
  });
}

/** The publications of the user's classes (a teacher: those they teach), newest first, with how far each is. */
export async function listPublications(
  db: Db,
  user: TSessionUser,
  q: TPublishListBody,
): Promise<TPage<TPublicationRow>> {
  const where: SQL[] = [eq(paperPublications.collegeId, collegeIdOf(user))];
  if (user.role === Role.teacher)
    where.push(
      sql`exists (select 1 from ${classTeachers} where ${classTeachers.classId} = ${paperPublications.classId}
        and ${classTeachers.teacherId} = ${user.id})`,
    );
  if (q.paper_id) where.push(eq(paperPublications.paperId, q.paper_id));
  if (q.class_id) where.push(eq(paperPublications.classId, q.class_id));
  const read = (limit: number, offset: number) =>
    db
      .select({
        publication: paperPublications,
        paperTitle: papers.title,
        kind: papers.kind,
        className: classes.name,
        resourceName: resources.name,
        teacherName: sql<string>`coalesce(${users.name}, '')`,
        studentCount: sql<number>`(select count(*)::int from class_students cs where cs.class_id = ${paperPublications.classId})`,
        startedCount: sql<number>`(select count(distinct pa.student_id)::int from paper_attempts pa
        where pa.publication_id = ${paperPublications.id})`,
        submittedCount: sql<number>`(select count(distinct pa.student_id)::int from paper_attempts pa
        where pa.publication_id = ${paperPublications.id} and pa.status = 2)`,
        now: sql<Date>`now()`.mapWith((value) => new Date(value)),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(paperPublications)
      .innerJoin(papers, eq(papers.id, paperPublications.paperId))
      .innerJoin(classes, eq(classes.id, paperPublications.classId))
      .innerJoin(resources, eq(resources.id, paperPublications.resourceId))
      .leftJoin(users, eq(users.id, paperPublications.createdBy))
      .where(and(...where))
      .orderBy(sql`${paperPublications.startAt} desc, ${paperPublications.id} desc`)
      .limit(limit)
      .offset(offset);
  const rows = await read(q.page_size, (q.page - 1) * q.page_size);
  return {
    list: rows.map((row) => {
      const p = row.publication;
      return {
        id: p.id,
        paper_id: p.paperId,
        paper_title: row.paperTitle,
        kind: row.kind,
        class_id: p.classId,
        class_name: row.className,
        resource_id: p.resourceId,
        resource_name: row.resourceName,
        start_at: p.startAt.toISOString(),
        end_at: p.endAt.toISOString(),
        max_attempts: p.maxAttempts,
        show_answers: p.showAnswers,
        count_switches: p.countSwitches,
        switch_limit: p.switchLimit,
        student_count: Number(row.studentCount),
        started_count: Number(row.startedCount),
        submitted_count: Number(row.submittedCount),
        phase: row.now < p.startAt ? 'upcoming' : row.now < p.endAt ? 'running' : 'ended',
        teacher_name: row.teacherName,
      };
    }),
    total: await pageTotal(rows, q.page, () => read(1, 0)),
    page: q.page,
    page_size: q.page_size,
  };
}
