import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

type TEntranceApi = 'student' | 'teacher' | 'college' | 'acc5';

/** An API caller signed in as one account: posts JSON with the token and returns `data` (code must be 200). */
export interface TApiCaller {
  token: string;
  post: <T>(path: string, body?: Record<string, unknown>) => Promise<T>;
}

/** Sign in through an entrance's API (arranging data for a journey without clicking through every screen). */
export async function signInApi(
  request: APIRequestContext,
  entrance: TEntranceApi,
  account: string,
  password = DEMO_PASSWORD,
): Promise<TApiCaller> {
  const response =
    entrance === 'acc5'
      ? await request.post('/api/login', { data: { account, password, login_type: 0 } })
      : await request.post(`/api/login/${entrance}`, { data: { account, password } });
  const body = await response.json();
  expect(body.code, body.message).toBe(200);
  const token: string = body.data.token;
  return {
    token,
    post: async <T>(path: string, data: Record<string, unknown> = {}) => {
      const answer = await request.post(path, { data, headers: { Authorization: token } });
      const envelope = await answer.json();
      expect(envelope.code, `${path}: ${envelope.message}`).toBe(200);
      return envelope.data as T;
    },
  };
}

/** The id of a student or teacher of the admin's college by account. */
export async function memberId(admin: TApiCaller, kind: 'student' | 'teacher', account: string): Promise<number> {
  const page = await admin.post<{ list: { id: number; account: string }[] }>(`/college/${kind}/index`, {
    keyword: account,
    page_size: 50,
  });
  const found = page.list.find((row) => row.account === account);
  if (!found) throw new Error(`no ${kind} ${account}`);
  return found.id;
}

/** Create a class of the admin's college with these teachers and students (by account); resolves its id. */
export async function createClass(
  admin: TApiCaller,
  name: string,
  members: { teachers?: string[]; students?: string[] } = {},
): Promise<number> {
  const teacherIds = await Promise.all((members.teachers ?? []).map((a) => memberId(admin, 'teacher', a)));
  const studentIds = await Promise.all((members.students ?? []).map((a) => memberId(admin, 'student', a)));
  const data = await admin.post<{ id: number }>('/college/class/add', {
    name,
    grade: '2025',
    teacher_ids: teacherIds,
    student_ids: studentIds,
  });
  return data.id;
}
