import type { TAdminUploadHandoutData, TAdminUploadVideoData } from '@sxpt/contract';
import type { FastifyRequest } from 'fastify';
import type { TAppContext } from '../../app-context';
import type { TSessionUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { SNIFF_BYTES, sniffFile } from '../../storage/file-store';
import { quotaBytesError, recordUpload, remainingUploadBytes } from '../../storage/upload-store';

interface TLessonFileKind {
  /** uploads.kind: 2 video, 3 handout */
  kind: 2 | 3;
  mime: string;
  maxBytes: number;
  messages: { missing: string; wrongType: string; tooLarge: string };
}

export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
export const MAX_HANDOUT_BYTES = 50 * 1024 * 1024;

export const videoUpload: TLessonFileKind = {
  kind: 2,
  mime: 'video/mp4',
  maxBytes: MAX_VIDEO_BYTES,
  messages: { missing: '请选择要上传的视频', wrongType: '只能上传 MP4 视频', tooLarge: '视频不能超过500MB' },
};

export const handoutUpload: TLessonFileKind = {
  kind: 3,
  mime: 'application/pdf',
  maxBytes: MAX_HANDOUT_BYTES,
  messages: { missing: '请选择要上传的讲义', wrongType: '只能上传 PDF 讲义', tooLarge: '讲义不能超过50MB' },
};

/**
 * The upload's bytes, checked on the way: the type by its first bytes (never the file name), and the size
 * (the multipart limit truncates the stream; a truncated file is refused with `tooLarge`, never stored).
 */
async function* checkedBytes(
  file: AsyncIterable<Buffer> & { truncated: boolean },
  spec: TLessonFileKind,
  tooLarge: Error,
): AsyncGenerator<Buffer> {
  let head: Buffer | null = Buffer.alloc(0);
  const checkHead = (bytes: Buffer) => {
    if (sniffFile(bytes)?.mime !== spec.mime) throw badRequest(spec.messages.wrongType);
  };
  for await (const chunk of file) {
    if (head === null) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length >= SNIFF_BYTES) {
      checkHead(head);
      yield head;
      head = null;
    }
  }
  if (head !== null) {
    checkHead(head);
    yield head;
  }
  if (file.truncated) throw tooLarge;
}

/**
 * Multipart field `file`: a lesson video (MP4) or handout (PDF), streamed to the file store. The size limit is the
 * kind's, or the bytes left of the user's quota when fewer (then a larger file is refused by the quota's message).
 */
export async function uploadLessonFile(
  ctx: TAppContext,
  user: TSessionUser,
  request: FastifyRequest,
  spec: TLessonFileKind,
): Promise<{ url: string; name: string; size: number }> {
  if (!request.isMultipart()) throw badRequest(spec.messages.missing);
  const remaining = await remainingUploadBytes(ctx, user);
  const limit = Math.min(spec.maxBytes, remaining);
  const file = await request.file({ limits: { fileSize: limit, files: 1 } });
  if (file?.fieldname !== 'file') throw badRequest(spec.messages.missing);
  const extension = spec.kind === 2 ? 'mp4' : 'pdf';
  const tooLarge = limit < spec.maxBytes ? quotaBytesError(ctx, user) : badRequest(spec.messages.tooLarge);
  const { key, size } = await ctx.files.putStream(checkedBytes(file.file, spec, tooLarge), extension);
  await recordUpload(ctx, user, { key, mime: spec.mime, size, kind: spec.kind });
  return { url: ctx.files.urlOf(key), name: file.filename.slice(0, 100), size };
}

export async function uploadVideo(ctx: TAppContext, user: TSessionUser, request: FastifyRequest) {
  const { url, size } = await uploadLessonFile(ctx, user, request, videoUpload);
  return { url, size } satisfies TAdminUploadVideoData;
}

export async function uploadHandout(ctx: TAppContext, user: TSessionUser, request: FastifyRequest) {
  return (await uploadLessonFile(ctx, user, request, handoutUpload)) satisfies TAdminUploadHandoutData;
}
