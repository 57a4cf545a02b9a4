// college area: classes with their teachers, students and resources; the resource bank; a teacher's own classes.
import { z } from 'zod';
import {
  bodyOf,
  idListOf,
  idOf,
  keywordField,
  nullableIdOf,
  queryIdOf,
  type TIdName,
  ZMemberMode,
} from './college-fields';
import { ZPageQuery } from './envelope';

/** /college/class/index (admin: every class; teacher: the classes they teach) and /teacher/classes/list_info. */
export const ZClassIndexBody = ZPageQuery.extend({
  keyword: keywordField,
  campus_id: idOf('校区').optional(),
}).prefault({});
export type TClassIndexBody = z.infer<typeof ZClassIndexBody>;

export interface TClassRow {
  id: number;
  name: string;
  grade: string;
  campus_id: number | null;
  campus_name: string;
  teacher_names: string[];
  student_count: number;
  resource_count: number;
  created_at: string;
}

const className = z
  .string({ error: '请输入班级名称' })
  .trim()
  .min(1, '请输入班级名称')
  .max(50, '班级名称不能超过50个字');
const grade = z.string().trim().max(20, '年级不能超过20个字').optional();

/**
 * /college/class/add. teacher_ids: teachers of the college; student_ids: students of the college;
 * resource_ids: resources granted to the college.
 */
export const ZClassAddBody = bodyOf({
  name: className,
  grade,
  campus_id: nullableIdOf('校区'),
  teacher_ids: idListOf('教师').optional(),
  student_ids: idListOf('学生').optional(),
  resource_ids: idListOf('课程资源').optional(),
});
export type TClassAddBody = z.infer<typeof ZClassAddBody>;

/** /college/class/save: a list that is present replaces the class's set; an absent one stays as it is. */
export const ZClassSaveBody = ZClassAddBody.extend({ id: idOf('班级') });
export type TClassSaveBody = z.infer<typeof ZClassSaveBody>;

export interface TClassPerson {
  id: number;
  account: string;
  name: string;
  phone: string;
  campus_name: string;
  enabled: boolean;
}

export interface TClassResource {
  id: number;
  name: string;
  cover: string;
  category: string;
  chapter_count: number;
  lesson_count: number;
}

/** /college/class/show/{id}. */
export interface TClassDetail {
  id: number;
  name: string;
  grade: string;
  campus_id: number | null;
  campus_name: string;
  created_at: string;
  teachers: TClassPerson[];
  students: TClassPerson[];
  resources: TClassResource[];
}

/** /college/class/student: add (append) or replace the class's students. */
export const ZClassStudentBody = bodyOf({
  class_id: idOf('班级'),
  student_ids: idListOf('学生'),
  mode: ZMemberMode.default('add'),
});
export type TClassStudentBody = z.infer<typeof ZClassStudentBody>;

export interface TClassMemberCount {
  /** members of the class after the change */
  count: number;
}

export const ZClassDelTeacherBody = bodyOf({ class_id: idOf('班级'), teacher_id: idOf('教师') });
export type TClassDelTeacherBody = z.infer<typeof ZClassDelTeacherBody>;
export const ZClassDelStudentBody = bodyOf({ class_id: idOf('班级'), student_id: idOf('学生') });
export type TClassDelStudentBody = z.infer<typeof ZClassDelStudentBody>;

/** Multipart fields of /college/class/teacher/import besides `file` (one column 账号). */
export const ZClassTeacherImportFields = z.object({ class_id: queryIdOf('班级'), mode: ZMemberMode.default('add') });
export type TClassTeacherImportFields = z.infer<typeof ZClassTeacherImportFields>;

export interface TClassTeacherImportData {
  /** accounts in the file */
  imported: number;
  /** teachers of the class after the import */
  count: number;
}

// ---- resource bank

export const ZResourceIndexBody = ZPageQuery.extend({ keyword: keywordField, category: keywordField }).prefault({});
export type TResourceIndexBody = z.infer<typeof ZResourceIndexBody>;

/** A resource granted to the college; classes: the classes that have it (a teacher sees only their own). */
export interface TResourceRow extends TClassResource {
  description: string;
  classes: TIdName[];
}

/** /college/resource/bind_class: the set of classes that have the resource becomes class_ids. */
export const ZResourceBindClassBody = bodyOf({ resource_id: idOf('课程资源'), class_ids: idListOf('班级') });
export type TResourceBindClassBody = z.infer<typeof ZResourceBindClassBody>;

export const ZBindStudentsListBody = bodyOf({ class_id: idOf('班级'), resource_id: idOf('课程资源') });
export type TBindStudentsListBody = z.infer<typeof ZBindStudentsListBody>;

export interface TBindStudentRow {
  id: number;
  account: string;
  name: string;
  bound: boolean;
}

/** all_bound: no student was chosen, so every student of the class (including later ones) has the resource. */
export interface TBindStudentsList {
  all_bound: boolean;
  list: TBindStudentRow[];
}

/** /college/resource/bind_students: the students who have the resource in the class; empty = everyone. */
export const ZBindStudentsBody = bodyOf({
  class_id: idOf('班级'),
  resource_id: idOf('课程资源'),
  student_ids: idListOf('学生'),
});
export type TBindStudentsBody = z.infer<typeof ZBindStudentsBody>;

export const ZPapersListBody = bodyOf({ resource_id: idOf('课程资源') });
export type TPapersListBody = z.infer<typeof ZPapersListBody>;

/** A paper item of a resource's lessons (lesson_items of kind 'paper'); ref_id is the paper id. */
export interface TResourcePaper {
  lesson_id: number;
  lesson_title: string;
  item_id: number;
  ref_id: number;
  title: string;
}

// ---- a teacher's own classes

export const ZOwnClassesBody = ZPageQuery.extend({ keyword: keywordField }).prefault({});
export type TOwnClassesBody = z.infer<typeof ZOwnClassesBody>;

/** /teacher/resources/classes: each class the teacher teaches, with its resources. */
export interface TOwnClassResources {
  id: number;
  name: string;
  grade: string;
  campus_name: string;
  resources: TClassResource[];
}

/** /college/resource/detail: a granted resource's chapters and lessons, for the teachers' lesson preview. */
export const ZResourceDetailBody = ZPapersListBody;
export type TResourceDetailBody = TPapersListBody;

export interface TResourcePreviewLesson {
  id: number;
  title: string;
  description: string;
  video_url: string;
  video_duration: number;
  handout_url: string;
  handout_name: string;
  items: TResourcePreviewItem[];
}

/** A practice item of a lesson; an invoicing case (kind 'bwkp') with its questions' walkthrough videos for staff. */
export interface TResourcePreviewItem {
  kind: string;
  ref_id: number;
  title: string;
  /** bwkp: the questions that have a walkthrough video, in order (staff always see them; students once done) */
  videos?: { sort: number; title: string; video_path: string }[];
}

export interface TResourcePreview {
  id: number;
  name: string;
  category: string;
  description: string;
  chapters: { id: number; title: string; lessons: TResourcePreviewLesson[] }[];
}
