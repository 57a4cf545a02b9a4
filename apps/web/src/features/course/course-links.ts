// course area, where the learning screens live and how they pass the working context (spec 01 §3, 02 §2.2):
// the page links carry class_id, resource_id (and lesson_id) in the query; the practice areas read the same ids
// from sessionStorage, where course_id is the resource.
import type { TCourseItem, TLessonItemKind } from '@sxpt/contract';
import { getWorkingContext, setWorkingContext } from '../../app/working-context';

export const coursePaths = {
  index: '/studentViews/index',
  course: '/studentViews/CoursePage',
  learn: '/studentViews/CourseLearnPage',
  doc: '/studentViews/CourseDocPage',
  practice: '/studentViews/PracticePage',
} as const;

export interface TCourseIds {
  class_id: number;
  resource_id: number;
}

export interface TLessonIds extends TCourseIds {
  lesson_id: number;
}

function positiveId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** class_id and resource_id from the page's query, else from the working context; null when either is missing. */
export function readCourseIds(search: URLSearchParams): TCourseIds | null {
  const context = getWorkingContext();
  const hasQuery = search.has('class_id') || search.has('resource_id');
  const class_id = positiveId(hasQuery ? search.get('class_id') : context.class_id);
  const resource_id = positiveId(hasQuery ? search.get('resource_id') : context.resource_id);
  return class_id && resource_id ? { class_id, resource_id } : null;
}

/** The course ids plus lesson_id (query first, else the working context). */
export function readLessonIds(search: URLSearchParams): TLessonIds | null {
  const course = readCourseIds(search);
  const lesson_id = positiveId(search.has('lesson_id') ? search.get('lesson_id') : getWorkingContext().lesson_id);
  return course && lesson_id ? { ...course, lesson_id } : null;
}

/** Remember where the student is working: course_id is the resource (spec 01 §3); no lesson clears lesson_id. */
export function rememberContext(ids: TCourseIds & { lesson_id?: number }): void {
  setWorkingContext({
    course_id: ids.resource_id,
    class_id: ids.class_id,
    resource_id: ids.resource_id,
    lesson_id: ids.lesson_id ?? null,
  });
}

/** A learning screen's link with its ids in the query. */
export function courseLink(path: string, ids: TCourseIds & { lesson_id?: number }): string {
  const query = new URLSearchParams({ class_id: String(ids.class_id), resource_id: String(ids.resource_id) });
  if (ids.lesson_id) query.set('lesson_id', String(ids.lesson_id));
  return `${path}?${query.toString()}`;
}

/** Where each kind of practice item is done (spec 02 §2.2–§2.4). */
const practiceRoutes: Record<Exclude<TLessonItemKind, 'paper'>, string> = {
  bwkp: '/kaipiaoViews/index',
  baoshui: '/baoshuiViews/index',
  lx: '/studentViews/handsonViews/voucher/record_voucher',
  cashier: '/cashierViews/cashier',
  taxation: '/taxViews/index',
  finance: '/financeViews/index',
  audit: '/auditViews/index',
};

/** The route of a practice item; a paper opens the exam page with its id. */
export function practiceTarget(item: Pick<TCourseItem, 'kind' | 'ref_id'>): string {
  if (item.kind === 'paper') return `/studentViews/testPage?paper_id=${item.ref_id}`;
  return practiceRoutes[item.kind];
}
