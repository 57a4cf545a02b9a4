import { collegeMessages, type TClassIdInput, type TIdsInput } from '@sxpt/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../http/errors';

/** Ids of a delete call from the query string and the body together; refuses an empty set. */
export function mergeIds(query: TIdsInput, body: TIdsInput, emptyMessage = '请选择要删除的数据'): number[] {
  const ids = [...(query?.ids ?? []), ...(body?.ids ?? [])];
  for (const id of [query?.id, body?.id]) if (id !== undefined) ids.push(id);
  if (ids.length === 0) throw badRequest(emptyMessage);
  return [...new Set(ids)];
}

/** class_id from the body, else the query string (…?class_id=1). */
export function pickClassId(query: TClassIdInput, body: TClassIdInput): number {
  const classId = body?.class_id ?? query?.class_id;
  if (classId === undefined) throw badRequest('请选择班级');
  return classId;
}

/** Parse with a contract schema; the first issue's Chinese message becomes a 400. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message || '请求参数有误');
  return result.data;
}

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** A multipart upload: the bytes and name of field `file` and the text fields. */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; fields: Record<string, string>; fileName: string }> {
  if (!request.isMultipart()) throw badRequest(collegeMessages.noFile);
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  let fileName = '';
  for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (part.file.truncated) throw badRequest('文件过大，不能超过10MB');
      if (part.fieldname === 'file') {
        bytes = content;
        fileName = part.filename;
      }
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!bytes || bytes.length === 0) throw badRequest(collegeMessages.noFile);
  return { bytes, fields, fileName };
}
