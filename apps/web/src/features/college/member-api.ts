// college area, data access for people: the college's students and teachers (one shape for both, /college/{kind}/*).
import type {
  TImportData,
  TImportError,
  TInitialPassword,
  TInlineFile,
  TMemberExportInput,
  TMemberIndexBody,
  TMemberResetData,
  TMemberRow,
  TMemberSaveBody,
  TMemberStoreBody,
  TMemberStoreData,
  TPage,
} from '@sxpt/contract';
import { isApiError } from '../../api/api-error';
import { download, request, saveBlob } from '../../api/client';

export type TMemberKind = 'student' | 'teacher';

export const memberLabels: Record<TMemberKind, string> = { student: '学生', teacher: '教师' };

export const memberKeys = {
  all: (kind: TMemberKind) => ['college', 'members', kind] as const,
  list: (kind: TMemberKind, body: TMemberIndexBody) => ['college', 'members', kind, 'list', body] as const,
  search: (kind: TMemberKind, keyword: string, campusId: number | undefined) =>
    ['college', 'members', kind, 'search', keyword, campusId ?? 0] as const,
};

export function fetchMembers(kind: TMemberKind, body: TMemberIndexBody): Promise<TPage<TMemberRow>> {
  return request<TPage<TMemberRow>>(`/college/${kind}/index`, body);
}

export function storeMember(kind: TMemberKind, body: TMemberStoreBody): Promise<TMemberStoreData> {
  return request<TMemberStoreData>(`/college/${kind}/store`, body);
}

export function saveMember(kind: TMemberKind, body: TMemberSaveBody): Promise<null> {
  return request<null>(`/college/${kind}/save`, body);
}

export function deleteMember(kind: TMemberKind, id: number): Promise<null> {
  return request<null>(`/college/${kind}/delete`, { ids: [id] });
}

export function setMemberEnabled(kind: TMemberKind, id: number, enabled: boolean): Promise<null> {
  return request<null>(`/college/${kind}/status`, { id, enabled });
}

export function resetMemberPassword(kind: TMemberKind, id: number): Promise<TMemberResetData> {
  return request<TMemberResetData>(`/college/${kind}/reset_pwd`, { id });
}

export function downloadMemberTemplate(kind: TMemberKind): Promise<string> {
  return download(`/college/${kind}/template`, undefined, { method: 'GET' });
}

export function exportMembers(kind: TMemberKind, filter: TMemberExportInput): Promise<string> {
  return download(`/college/${kind}/export`, { ...filter });
}

/**
 * The outcome of an import: the count written with every new account's initial password (shown once, also as an
 * .xlsx to save), or every bad row (nothing was written).
 */
export type TImportOutcome =
  | { ok: true; created: number; message: string; passwords: TInitialPassword[]; passwordFile: TInlineFile }
  | { ok: false; errors: TImportError[] };

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Save an .xlsx the server answered inside the envelope (base64). */
export function saveInlineFile(file: TInlineFile): void {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  saveBlob(new Blob([bytes], { type: XLSX_MIME }), file.filename);
}

/**
 * The bad rows of an import refused with code 400 (data.errors), or null when the error is of another kind
 * (wrong file, header, seat limit… — the server's message says it).
 */
export function importErrorsOf(error: unknown): TImportError[] | null {
  if (!isApiError(error) || error.code !== 400) return null;
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('errors' in data) || !Array.isArray(data.errors)) return null;
  return data.errors.filter(
    (item: unknown): item is TImportError =>
      typeof item === 'object' && item !== null && 'row' in item && 'reason' in item,
  );
}

/** Upload an .xlsx to /college/{kind}/import. Bad rows come back as {ok: false}; other errors reject (not toasted). */
export async function importMembers(kind: TMemberKind, file: Blob, filename: string): Promise<TImportOutcome> {
  const form = new FormData();
  form.append('file', file, filename);
  try {
    const data = await request<TImportData>(`/college/${kind}/import`, form, { silent: true });
    return {
      ok: true,
      created: data.created,
      message: `导入成功，共${data.created}名${memberLabels[kind]}`,
      passwords: data.passwords,
      passwordFile: data.password_file,
    };
  } catch (error) {
    const errors = importErrorsOf(error);
    if (errors && errors.length > 0) return { ok: false, errors };
    throw error;
  }
}
