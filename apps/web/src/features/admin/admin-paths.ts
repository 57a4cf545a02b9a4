// admin area, the paths of its screens (the route table app/routes/acc5-routes.ts holds the same ones).
const resourceBase = '/adminViews/acc5Resource';

export const collegeAccountPath = '/adminViews/collegeAdmin/account';
export const resourceBankPath = `${resourceBase}/resource_bank`;
export const recommendPath = `${resourceBase}/recommend`;

/** ?key=value for the values given (undefined ones left out). */
function withQuery(path: string, query: Record<string, number | string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Create a resource, or edit one (?id=). */
export function resourceFormPath(id?: number): string {
  return withQuery(`${resourceBase}/add_resource_bank`, { id });
}

export function chapterManagePath(resourceId?: number): string {
  return withQuery(`${resourceBase}/chapter_manage`, { resource_id: resourceId });
}

export function addChapterPath(resourceId?: number): string {
  return withQuery(`${resourceBase}/add_chapter`, { resource_id: resourceId });
}

export function lessonManagePath(resourceId?: number, chapterId?: number): string {
  return withQuery(`${resourceBase}/lesson_manage`, { resource_id: resourceId, chapter_id: chapterId });
}

/** Edit a lesson (id) or add one to a chapter (chapterId; resourceId only to find the way back). */
export function lessonFormPath(target: { id: number } | { chapterId: number; resourceId?: number }): string {
  if ('id' in target) return withQuery(`${resourceBase}/add_lesson`, { id: target.id });
  return withQuery(`${resourceBase}/add_lesson`, { chapter_id: target.chapterId, resource_id: target.resourceId });
}

export function relationPath(resourceId: number): string {
  return withQuery(`${resourceBase}/relation_resource_bank`, { resource_id: resourceId });
}

/** A positive integer from a query parameter, or undefined. */
export function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
