// admin area, uploads: the headers antd <Upload> sends, and reading its answer (the usual envelope, plain or
// wrapped). Endpoints: /api/upload_image (cover), /admin/upload/video (MP4), /admin/upload/handout (PDF).
import type { TAdminUploadHandoutData, TAdminUploadVideoData, TUploadImageData } from '@sxpt/contract';
import { ApiError, decodeBody } from '../../api/client';
import { getToken } from '../../api/token';

export const uploadPaths = {
  image: '/api/upload_image',
  video: '/admin/upload/video',
  handout: '/admin/upload/handout',
} as const;

export type TUploadAnswer = {
  image: TUploadImageData;
  video: TAdminUploadVideoData;
  handout: TAdminUploadHandoutData;
};

/** Limits the server applies (checked in the browser first so a big file is not sent for nothing). */
export const uploadLimits = {
  image: { bytes: 10 * 1024 * 1024, text: '图片不能超过10MB' },
  video: { bytes: 500 * 1024 * 1024, text: '视频不能超过500MB' },
  handout: { bytes: 50 * 1024 * 1024, text: '讲义不能超过50MB' },
} as const;

/** The token header for antd <Upload> (it does not go through the API client). */
export function uploadHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: token } : {};
}

/** The `data` of an upload's answer, or an ApiError with the server's message. */
export function readUploadAnswer<T>(raw: unknown): T {
  const envelope = decodeBody(raw);
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.message || '上传失败', 'business');
  return envelope.data as T;
}
