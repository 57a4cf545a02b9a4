import { Role, ZTaxCodeImportMode, ZTaxCodeIndexBody, ZTaxCodeSearchBody, ZTaxCodeTreeBody } from '@sxpt/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { importTaxCodes } from './import-service';
import { listTaxCodeChildren, listTaxCodes, searchTaxCodes } from './query-service';

export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

const acc5Only = { roles: [Role.acc5] } as const;
/** The picker reads reference data: every role may browse it (college administrators too, to check goods codes). */
const everyone = { roles: [Role.acc5, Role.admin, Role.teacher, Role.student] } as const;

/** Multipart: the bytes of field `file` (at most 20 MB) and the field `mode`. */
async function readImportUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('请选择要导入的税收分类编码表（.xlsx）');
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (part.file.truncated) throw badRequest('文件过大，不能超过20MB');
      if (part.fieldname === 'file') bytes = content;
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!bytes || bytes.length === 0) throw badRequest('请选择要导入的税收分类编码表（.xlsx）');
  const mode = ZTaxCodeImportMode.safeParse(fields.mode || undefined);
  if (!mode.success) throw badRequest(mode.error.issues[0]?.message || '导入方式有误');
  return { bytes, mode: mode.data };
}

/** The tax classification code table: acc5 imports and lists it; everyone browses the picker tree and searches. */
export async function taxcodeRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['taxcode'];

  r.post(
    '/admin/taxcode/import',
    { schema: { tags, summary: '导入税收分类编码表（税务局导出的 .xlsx；mode replace 或 update）' }, config: acc5Only },
    async (request) => {
      const { bytes, mode } = await readImportUpload(request);
      const data = await importTaxCodes(ctx.db, bytes, mode);
      return ok(
        data,
        `导入成功：新增${data.added}条，更新${data.updated}条，删除${data.removed}条，未变${data.unchanged}条`,
      );
    },
  );

  r.post(
    '/admin/taxcode/index',
    { schema: { body: ZTaxCodeIndexBody, tags, summary: '税收分类编码列表' }, config: acc5Only },
    async (request) => ok(await listTaxCodes(ctx.db, request.body)),
  );

  r.post(
    '/student/bwkp/taxcode_tree',
    {
      schema: { body: ZTaxCodeTreeBody, tags, summary: '税收分类编码树：某编码的下级（不传为六大类）' },
      config: everyone,
    },
    async (request) => ok(await listTaxCodeChildren(ctx.db, request.body.parent_code)),
  );

  r.post(
    '/student/bwkp/taxcode_search',
    { schema: { body: ZTaxCodeSearchBody, tags, summary: '搜索可开票的税收分类编码' }, config: everyone },
    async (request) => ok(await searchTaxCodes(ctx.db, request.body)),
  );
}
