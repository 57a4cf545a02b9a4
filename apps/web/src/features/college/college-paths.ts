// college area, the paths of its screens (the route tables in app/routes/college-routes.ts hold the same ones).
const base = '/collegeViews/classManage';

export const classDetailTabs = ['students', 'teachers', 'resources', 'papers', 'attendance'] as const;
export type TClassDetailTab = (typeof classDetailTabs)[number];

export function isClassDetailTab(value: string | undefined): value is TClassDetailTab {
  return classDetailTabs.some((tab) => tab === value);
}

export const classListPath = `${base}/classes`;

/** Create a class, or edit one (?id=). */
export function classFormPath(id?: number): string {
  return id ? `${base}/classes/index?id=${id}` : `${base}/classes/index`;
}

export function classDetailPath(id: number, tab: TClassDetailTab = 'students'): string {
  return `${base}/teacherClass/detailList/${id}/${tab}`;
}
