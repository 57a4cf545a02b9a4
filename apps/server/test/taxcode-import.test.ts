import { readFile } from 'node:fs/promises';
import { ApiCode, type TImportFailure, type TTaxCodeImportData } from '@sxpt/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxCodes } from '../src/db/schema';
import { seedTaxCodes } from '../src/seed/tax-codes';
import { buildXlsx, upload } from './support/college-factories';
import { createCast } from './support/factories';
import { countTaxCodes, officialExportPath, readReferenceCodes, snapshotTaxCodes } from './support/taxcode-factories';
import { createTestApp, type TTestApp } from './support/test-app';

const IMPORT = '/admin/taxcode/import';

let t: TTestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
let official: Buffer;
let curatedCount: number;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t.app, t.db);
  curatedCount = await seedTaxCodes(t.db);
  official = await readFile(officialExportPath);
});
afterAll(() => t.close());

const importAs = (token: string, file: Buffer, mode?: string) =>
  upload<TTaxCodeImportData>(t.app, IMPORT, token, file, mode ? { mode } : {});

describe('acc5 imports the official code-table export (official-export-v32.xlsx)', () => {
  it('over the curated table: adds the rest, keeps the curated codes, and yields all 4,236 codes', async () => {
    const started = Date.now();
    const res = await importAs(cast.tokens[0], official, 'replace');
    expect(res.code, res.message).toBe(200);
    expect(res.data).toMatchObject({
      mode: 'replace',
      added: 4236 - curatedCount,
      updated: 0,
      removed: 0,
      unchanged: curatedCount,
      version: '32.0',
      total: 4236,
    });
    expect(res.message).toBe(`导入成功：新增${4236 - curatedCount}条，更新0条，删除0条，未变${curatedCount}条`);
    expect(res.data.samples.added).toHaveLength(20);
    expect(res.data.samples.updated).toEqual([]);
    expect(Date.now() - started).toBeLessThan(10_000);

    expect(await countTaxCodes(t.db)).toBe(4236);
    const [{ leaves, usable, groups }] = await t.db
      .select({
        leaves: sql<number>`count(*) filter (where not exists (select 1 from tax_codes c where c.parent_code = tax_codes.code))`,
        usable: sql<number>`count(*) filter (where not ${taxCodes.isSummary})`,
        groups: sql<number>`count(*) filter (where ${taxCodes.parentCode} is null)`,
      })
      .from(taxCodes);
    // the README's 3,560 leaves are the codes without children; two of them are summary rows (HZX = Y)
    expect(Number(leaves)).toBe(3560);
    expect(Number(usable)).toBe(3558);
    expect(Number(groups)).toBe(6);

    const reference = readReferenceCodes();
    const rows = await t.db.select().from(taxCodes);
    for (const row of rows) {
      const real = reference.get(row.code);
      expect([row.name, row.shortName, row.rates, row.parentCode], row.code).toEqual([
        real?.name,
        real?.shortName,
        real?.rates,
        real?.parentCode,
      ]);
    }
    const [sprouts] = await t.db.select().from(taxCodes).where(eq(taxCodes.code, '1010112140000000000'));
    expect(sprouts).toMatchObject({ rates: '13%,9%', rateList: ['0.13', '0.09'], specialManagement: '免税' });
  });

  it('again in update mode: nothing added or updated', async () => {
    const before = await snapshotTaxCodes(t.db);
    const res = await importAs(cast.tokens[0], official, 'update');
    expect(res.data).toMatchObject({ mode: 'update', added: 0, updated: 0, removed: 0, unchanged: 4236, total: 4236 });
    expect(await snapshotTaxCodes(t.db)).toEqual(before);
  });

  it('update keeps codes missing from the file and overwrites changed ones; replace removes them', async () => {
    await t.db.update(taxCodes).set({ name: '软件开发' }).where(eq(taxCodes.code, '3040201010000000000'));
    await t.db.insert(taxCodes).values({
      code: '3040201990100000000',
      name: '财务软件定制服务',
      parentCode: '3040201990000000000',
      rates: '6%',
      rateList: ['0.06'],
    });

    const update = await importAs(cast.tokens[0], official); // mode defaults to update
    expect(update.data).toMatchObject({ mode: 'update', added: 0, updated: 1, removed: 0, total: 4237 });
    expect(update.data.samples.updated).toEqual([
      {
        code: '3040201010000000000',
        name: '软件开发服务',
        changes: [{ field: 'name', before: '软件开发', after: '软件开发服务' }],
      },
    ]);
    expect(await countTaxCodes(t.db)).toBe(4237);

    const replace = await importAs(cast.tokens[0], official, 'replace');
    expect(replace.data).toMatchObject({ added: 0, updated: 0, removed: 1, unchanged: 4236, total: 4236 });
    expect(replace.data.samples.removed).toEqual([{ code: '3040201990100000000', name: '财务软件定制服务' }]);
    expect(await t.db.select().from(taxCodes).where(eq(taxCodes.code, '3040201990100000000'))).toEqual([]);
  });
});

describe('a file with bad rows changes nothing', () => {
  // the official columns in another order: the header is read by name
  const header = ['SPMC', 'SPBM', 'PID', 'ZZSSL', 'HZX', 'SPBMJC', 'BB', 'QYSJ', 'ZZSTSGL'];
  const good = [
    '财务软件定制服务',
    '3040201990100000000',
    '3040201990000000000',
    '6%',
    'N',
    '信息技术服务',
    '33.0',
    '20200101',
    '',
  ];

  it('reports every bad row with its row number', async () => {
    const before = await snapshotTaxCodes(t.db);
    const file = await buildXlsx([
      header,
      good,
      ['短编码', '30402', '3040201990000000000', '6%', 'N', '', '33.0', '20200101', ''],
      ['', '3040201990200000000', '3040201990000000000', '6%', 'N', '', '33.0', '20200101', ''],
      ['无上级', '3040201990300000000', '3040201980000000000', '6%', 'N', '', '33.0', '20200101', ''],
      ['坏税率', '3040201990400000000', '3040201990000000000', '六', 'X', '', '33.0', '2020-13-01', ''],
      good,
      ['下级在前', '3040201990500000000', '3040201990600000000', '6%', 'N', '', '33.0', '', ''],
    ]);
    const replace = await upload<TImportFailure>(t.app, IMPORT, cast.tokens[0], file, { mode: 'replace' });
    // replace: the table becomes the file, so the parent 3040201990000000000 (not in the file) is missing too
    expect(replace.data.errors.map((e) => e.row)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    {
      const res = await upload<TImportFailure>(t.app, IMPORT, cast.tokens[0], file, { mode: 'update' });
      expect(res.code).toBe(ApiCode.badRequest);
      expect(res.message).toMatch(/^导入失败：第3行商品编码（SPBM）30402不是19位数字；第4行商品名称（SPMC）不能为空；/);
      expect(res.data.errors).toEqual([
        { row: 3, reason: '商品编码（SPBM）30402不是19位数字' },
        { row: 4, reason: '商品名称（SPMC）不能为空' },
        { row: 5, reason: '上级编码（PID）3040201980000000000不存在' },
        {
          row: 6,
          reason:
            '增值税税率（ZZSSL）「六」格式有误；汇总项（HZX）只能是 Y 或 N；启用时间（QYSJ）「2020-13-01」不是有效日期',
        },
        { row: 7, reason: '商品编码3040201990100000000与第2行重复' },
        { row: 8, reason: '上级编码（PID）3040201990600000000不能排在本编码之后' },
      ]);
    }
    expect(await snapshotTaxCodes(t.db)).toEqual(before);
  });

  it('in replace mode a parent must be in the file; in update mode the table will do', async () => {
    const file = await buildXlsx([header, good]);
    const before = await snapshotTaxCodes(t.db);
    const replace = await upload<TImportFailure>(t.app, IMPORT, cast.tokens[0], file, { mode: 'replace' });
    expect(replace.data.errors).toEqual([{ row: 2, reason: '上级编码（PID）3040201990000000000不存在' }]);
    expect(await snapshotTaxCodes(t.db)).toEqual(before);

    const update = await importAs(cast.tokens[0], file, 'update');
    expect(update.data).toMatchObject({ added: 1, updated: 0, removed: 0, unchanged: 0, version: '33.0', total: 4237 });
    const [row] = await t.db.select().from(taxCodes).where(eq(taxCodes.code, '3040201990100000000'));
    expect(row).toMatchObject({
      name: '财务软件定制服务',
      shortName: '信息技术服务',
      rateList: ['0.06'],
      isSummary: false,
      version: '33.0',
      effectiveDate: '2020-01-01',
    });
    await t.db.delete(taxCodes).where(eq(taxCodes.code, '3040201990100000000'));
  });

  it('refuses a file that is not the export, an empty one, a bad mode and no file', async () => {
    const before = await snapshotTaxCodes(t.db);
    const refused = async (file: Buffer, mode: string | undefined, message: string) =>
      expect(await importAs(cast.tokens[0], file, mode)).toMatchObject({ code: ApiCode.badRequest, message });
    await refused(Buffer.from('not a workbook'), 'update', '导入失败：请上传 .xlsx 格式的税收分类编码表');
    await refused(
      await buildXlsx([
        ['账号', '姓名'],
        ['a', 'b'],
      ]),
      'update',
      '导入失败：表头缺少 SPBM、SPMC、PID 列，请使用税务局导出的税收分类编码表',
    );
    await refused(await buildXlsx([header]), 'update', '导入失败：文件中没有数据');
    await refused(await buildXlsx([header, good]), 'merge', '导入方式只能是 replace（替换）或 update（更新）');
    const noFile = await t.app.inject({ method: 'POST', url: IMPORT, headers: { authorization: cast.tokens[0] } });
    expect(noFile.json()).toMatchObject({ code: ApiCode.badRequest, message: '请选择要导入的税收分类编码表（.xlsx）' });
    expect(await snapshotTaxCodes(t.db)).toEqual(before);
  });
});

describe('roles', () => {
  it('only acc5 imports: college administrators, teachers and students are refused and nothing changes', async () => {
    const before = await snapshotTaxCodes(t.db);
    const file = await buildXlsx([
      ['SPBM', 'SPMC', 'PID'],
      ['3040201990100000000', '财务软件定制服务', '3040201990000000000'],
    ]);
    for (const token of [cast.tokens[1], cast.tokens[2], cast.tokens[3], cast.tokens.otherAdmin]) {
      expect((await importAs(token, file, 'replace')).code).toBe(ApiCode.forbidden);
    }
    expect((await upload(t.app, IMPORT, '', file)).code).toBe(ApiCode.unauthorized);
    expect(await snapshotTaxCodes(t.db)).toEqual(before);
  });
});
