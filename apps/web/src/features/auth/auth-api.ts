import type {
  TInfoDetail,
  TLoginAnyBody,
  TLoginBody,
  TLoginData,
  TModInfoBody,
  TModPwdBody,
  TSendSmsData,
  TUploadImageData,
  TUserInfo,
} from '@sxpt/contract';
import { ApiError, request, type TRequestOptions } from '../../api/client';

/** The sign-in entrances: three on /index, the school-management one on /login. */
export type TEntrance = 'student' | 'teacher' | 'college' | 'acc5';

export const EMPTY_USER_MESSAGE = 'Verification failed, please Login again.';

/** Sign in through an entrance. Errors are not toasted: the form shows them. */
export function login(entrance: TEntrance, body: TLoginBody): Promise<TLoginData> {
  if (entrance === 'acc5') {
    const payload: TLoginAnyBody = { ...body, login_type: 0 };
    return request<TLoginData>('/api/login', payload, { silent: true });
  }
  return request<TLoginData>(`/api/login/${entrance}`, body, { silent: true });
}

/** The signed-in user. An empty answer is a failure ('Verification failed, please Login again.'). */
export async function fetchUserInfo(options: TRequestOptions = {}): Promise<TUserInfo> {
  const info = await request<TUserInfo | null>('/api/getinfo', {}, options);
  if (!info || typeof info !== 'object' || !('role' in info)) throw new ApiError(0, EMPTY_USER_MESSAGE);
  return info;
}

export function fetchInfoDetail(): Promise<TInfoDetail> {
  return request<TInfoDetail>('/api/info_detail');
}

export function modifyInfo(body: TModInfoBody): Promise<unknown> {
  return request<unknown>('/api/mod_info', body, { silent: true });
}

export function modifyPassword(body: TModPwdBody): Promise<unknown> {
  return request<unknown>('/api/mod_pwd', body, { silent: true });
}

export function sendSmsCode(phone: string): Promise<TSendSmsData> {
  return request<TSendSmsData>('/api/send_sms', { phone }, { silent: true });
}

export function uploadImage(file: Blob, filename: string): Promise<TUploadImageData> {
  const form = new FormData();
  form.append('file', file, filename);
  return request<TUploadImageData>('/api/upload_image', form, { silent: true });
}

/** Revoke the token on the server; failures are ignored (the browser forgets the token anyway). */
export async function logout(): Promise<void> {
  try {
    await request<unknown>('/api/logout', {}, { silent: true, noReload: true });
  } catch {
    // already signed out, or offline: nothing more to do
  }
}
