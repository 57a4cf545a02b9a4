// bwkp-admin area, the paths of its screens (the route table app/routes/acc5-routes.ts holds the same ones). The
// screens of one case carry it as ?case_id=.
const base = '/adminViews/bwkpAdmin';

export const caseManagePath = `${base}/course_management`;

/** ?key=value for the values given (undefined ones left out). */
function withQuery(path: string, query: Record<string, number | string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The four screens of a case, in the order of the practice's first steps. */
export type TCaseScreen = 'qyxx' | 'khbm' | 'goods' | 'subject';

export const caseScreens: readonly { key: TCaseScreen; title: string; page: string }[] = [
  { key: 'qyxx', title: '企业信息', page: 'qyxx_management' },
  { key: 'khbm', title: '客户编码', page: 'khbm_management' },
  { key: 'goods', title: '商品编码', page: 'goods_management' },
  { key: 'subject', title: '业务题目', page: 'subject_management' },
];

export function caseScreenPath(screen: TCaseScreen, caseId?: number): string {
  const page = caseScreens.find((entry) => entry.key === screen)?.page ?? 'course_management';
  return withQuery(`${base}/${page}`, { case_id: caseId });
}

export function qyxxEditPath(caseId: number): string {
  return withQuery(`${base}/edit_qyxx`, { case_id: caseId });
}

/** Edit customer row `index` (0-based), or add one (no index). */
export function khbmEditPath(caseId: number, index?: number): string {
  return withQuery(`${base}/khbm_edit_management`, { case_id: caseId, index });
}

/** Edit goods row `index` (0-based), or add one (no index). */
export function goodsEditPath(caseId: number, index?: number): string {
  return withQuery(`${base}/edit_goods`, { case_id: caseId, index });
}

/** Edit a question (id), or add one at a place (sort). */
export function subjectEditPath(caseId: number, target: { id: number } | { sort: number }): string {
  return withQuery(`${base}/edit_subject`, { case_id: caseId, ...target });
}

/** A positive integer from a query parameter, or undefined. */
export function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return value !== null && value !== '' && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** A row index (0 or more) from a query parameter, or undefined. */
export function indexParam(value: string | null): number | undefined {
  const index = Number(value);
  return value !== null && value !== '' && Number.isInteger(index) && index >= 0 ? index : undefined;
}
