// college area, data access: classes, campuses, the resource bank and the licence (people are in member-api.ts,
// attendance in attendance-api.ts). Every call is the server's contract (packages/contract/src/college*.ts).
import type {
  TBindStudentsBody,
  TBindStudentsList,
  TCampusIndexBody,
  TCampusRow,
  TCampusSaveBody,
  TCampusStoreBody,
  TClassAddBody,
  TClassDetail,
  TClassIndexBody,
  TClassMemberCount,
  TClassRow,
  TClassSaveBody,
  TClassTeacherImportData,
  TIdName,
  TLicenceDetail,
  TMemberMode,
  TOwnClassesBody,
  TPage,
  TResourceBindClassBody,
  TResourceIndexBody,
  TResourcePaper,
  TResourcePreview,
  TResourceRow,
} from '@sxpt/contract';
import { download, request } from '../../api/client';

/** Query keys of the college area: invalidating ['college'] refreshes everything below it. */
export const collegeKeys = {
  all: ['college'] as const,
  classes: ['college', 'classes'] as const,
  classList: (body: TClassIndexBody) => ['college', 'classes', 'list', body] as const,
  classDetail: (id: number) => ['college', 'classes', 'detail', id] as const,
  ownClasses: (body: TOwnClassesBody) => ['college', 'classes', 'own', body] as const,
  classOptions: ['college', 'classes', 'options'] as const,
  campuses: ['college', 'campuses'] as const,
  campusList: (body: TCampusIndexBody) => ['college', 'campuses', 'list', body] as const,
  campusOptions: ['college', 'campuses', 'options'] as const,
  resources: ['college', 'resources'] as const,
  resourceList: (body: TResourceIndexBody) => ['college', 'resources', 'list', body] as const,
  resourcePapers: (resourceId: number) => ['college', 'resources', 'papers', resourceId] as const,
  boundStudents: (classId: number, resourceId: number) =>
    ['college', 'resources', 'bound', classId, resourceId] as const,
  licence: ['college', 'licence'] as const,
};

// ---- classes

export function fetchClasses(body: TClassIndexBody): Promise<TPage<TClassRow>> {
  return request<TPage<TClassRow>>('/college/class/index', body);
}

/** Every class of the college (or a teacher's), for pickers: the server pages at most 200 at a time. */
export async function fetchClassOptions(): Promise<TIdName[]> {
  const options: TIdName[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const data = await fetchClasses({ page, page_size: 200 });
    options.push(...data.list.map((row) => ({ id: row.id, name: row.name })));
    if (options.length >= data.total || data.list.length === 0) break;
  }
  return options;
}

export function fetchClassDetail(id: number): Promise<TClassDetail> {
  return request<TClassDetail>(`/college/class/show/${id}`);
}

export function addClass(body: TClassAddBody): Promise<{ id: number }> {
  return request<{ id: number }>('/college/class/add', body);
}

export function saveClass(body: TClassSaveBody): Promise<null> {
  return request<null>('/college/class/save', body);
}

export function deleteClass(id: number): Promise<null> {
  return request<null>('/college/class/delete', { ids: [id] });
}

export function addClassStudents(classId: number, studentIds: number[], mode: TMemberMode): Promise<TClassMemberCount> {
  return request<TClassMemberCount>('/college/class/student', { class_id: classId, student_ids: studentIds, mode });
}

export function removeClassStudent(classId: number, studentId: number): Promise<null> {
  return request<null>('/college/class/del/student', { class_id: classId, student_id: studentId });
}

export function removeClassTeacher(classId: number, teacherId: number): Promise<null> {
  return request<null>('/college/class/del/teacher', { class_id: classId, teacher_id: teacherId });
}

/** One column 账号; a bad file answers 400 with data.errors (read by the caller: silent). */
export function importClassTeachers(classId: number, mode: TMemberMode, file: Blob, filename: string) {
  const form = new FormData();
  form.append('class_id', String(classId));
  form.append('mode', mode);
  form.append('file', file, filename);
  return request<TClassTeacherImportData>('/college/class/teacher/import', form, { silent: true });
}

export function exportClassStudents(classId: number): Promise<string> {
  return download('/college/class/student/export', { class_id: classId });
}

export function exportClassTeachers(classId: number): Promise<string> {
  return download('/college/class/teacher/export', { class_id: classId }, { method: 'GET' });
}

/** /teacher/classes/list_info: the classes the signed-in teacher teaches. */
export function fetchOwnClasses(body: TOwnClassesBody): Promise<TPage<TClassRow>> {
  return request<TPage<TClassRow>>('/teacher/classes/list_info', body);
}

// ---- campuses

export function fetchCampuses(body: TCampusIndexBody): Promise<TPage<TCampusRow>> {
  return request<TPage<TCampusRow>>('/college/campus/index', body);
}

export function fetchCampusOptions(): Promise<TIdName[]> {
  return request<TIdName[]>('/college/campus/list');
}

export function storeCampus(body: TCampusStoreBody): Promise<{ id: number }> {
  return request<{ id: number }>('/college/campus/store', body);
}

export function saveCampus(body: TCampusSaveBody): Promise<null> {
  return request<null>('/college/campus/save', body);
}

export function deleteCampus(id: number): Promise<null> {
  return request<null>('/college/campus/delete', { id });
}

// ---- resource bank

export function fetchResources(body: TResourceIndexBody): Promise<TPage<TResourceRow>> {
  return request<TPage<TResourceRow>>('/college/resource/index', body);
}

/** Every resource granted to the college (pages of 200). */
export async function fetchAllResources(): Promise<TResourceRow[]> {
  const rows: TResourceRow[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const data = await fetchResources({ page, page_size: 200 });
    rows.push(...data.list);
    if (rows.length >= data.total || data.list.length === 0) break;
  }
  return rows;
}

export function bindResourceClasses(body: TResourceBindClassBody): Promise<null> {
  return request<null>('/college/resource/bind_class', body);
}

export function fetchBoundStudents(classId: number, resourceId: number): Promise<TBindStudentsList> {
  return request<TBindStudentsList>('/college/resource/bind_students_list', {
    class_id: classId,
    resource_id: resourceId,
  });
}

export function bindStudents(body: TBindStudentsBody): Promise<null> {
  return request<null>('/college/resource/bind_students', body);
}

/** A granted resource's chapters and lessons (video, handout, practice items) for the lesson preview. */
export function fetchResourcePreview(resourceId: number): Promise<TResourcePreview> {
  return request<TResourcePreview>('/college/resource/detail', { resource_id: resourceId });
}

export function fetchResourcePapers(resourceId: number): Promise<TResourcePaper[]> {
  return request<TResourcePaper[]>('/college/resource/papers_list', { resource_id: resourceId });
}

// ---- licence

export function fetchLicenceDetail(): Promise<TLicenceDetail> {
  return request<TLicenceDetail>('/college/licence/detail');
}

/** Errors (wrong or used code) are shown by the form, not toasted. */
export function activateLicence(code: string): Promise<TLicenceDetail> {
  return request<TLicenceDetail>('/college/licence/activate', { code }, { silent: true });
}
