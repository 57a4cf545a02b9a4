import type { TUploadImageData } from '@sxpt/contract';
import type { FastifyRequest } from 'fastify';
import type { TAppContext } from '../../app-context';
import type { TSessionUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { sniffImage } from '../../storage/file-store';
import { quotaBytesError, recordUpload, remainingUploadBytes } from '../../storage/upload-store';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Multipart field `file`: an image by content (PNG, JPEG, GIF, WebP), at most 10 MB, within the user's quota. */
export async function uploadImage(
  ctx: TAppContext,
  user: TSessionUser,
  request: FastifyRequest,
): Promise<TUploadImageData> {
  if (!request.isMultipart()) throw badRequest('请选择要上传的图片');
  const remaining = await remainingUploadBytes(ctx, user);
  const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  if (file?.fieldname !== 'file') throw badRequest('请选择要上传的图片');
  const bytes = await file.toBuffer();
  if (file.file.truncated) throw badRequest('图片不能超过10MB');
  const type = sniffImage(bytes);
  if (!type) throw badRequest('只能上传 PNG、JPG、GIF 或 WebP 图片');
  if (bytes.length > remaining) throw quotaBytesError(ctx, user);
  const key = await ctx.files.put(bytes, type.extension);
  await recordUpload(ctx, user, { key, mime: type.mime, size: bytes.length });
  return { url: ctx.files.urlOf(key) };
}
