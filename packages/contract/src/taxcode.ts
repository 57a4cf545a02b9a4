// taxcode area: the 商品和服务税收分类编码表 (tax classification codes). acc5 imports the official export and
// browses the table; everyone who issues invoices reads the picker tree and searches it (reference data: these
// calls carry no working context).
import { z } from 'zod';
import { objectBody, pageBody } from './request-body';

/** A code of the table: 19 digits; the first digit is the group. */
export const TAX_CODE_PATTERN = /^\d{19}$/;
export const taxCodeRuleText = '税收分类编码须为19位数字';

/** The six groups (the roots of the tree). */
export const taxCodeGroups = [
  { code: '1000000000000000000', name: '货物' },
  { code: '2000000000000000000', name: '劳务' },
  { code: '3000000000000000000', name: '销售服务' },
  { code: '4000000000000000000', name: '无形资产' },
  { code: '5000000000000000000', name: '不动产' },
  { code: '6000000000000000000', name: '未发生销售行为的不征税项目' },
] as const;

/** The columns of the tax authority's export, read by name from the header row (SPBM, SPMC and PID are required). */
export const taxCodeImportColumns = [
  'BB',
  'QYSJ',
  'GDQJZSJ',
  'SPBM',
  'SPMC',
  'SPBMJC',
  'SM',
  'ZZSSL',
  'GJZ',
  'HZX',
  'KYZT',
  'ZZSTSGL',
  'ZZSZCYJ',
  'ZZSTSNRDM',
  'XFSGL',
  'XFSZCYJ',
  'XFSTSNRDM',
  'TJJBM',
  'HGJCKSPPM',
  'PID',
  'GXSJ',
] as const;
export const taxCodeRequiredColumns = ['SPBM', 'SPMC', 'PID'] as const;

/** '' / null / '0' read as "no code" (the roots); anything else must be 19 digits. */
const optionalTaxCode = z.preprocess(
  (value) => (value === '' || value === null || value === '0' || value === 0 ? undefined : value),
  z.string({ error: taxCodeRuleText }).trim().regex(TAX_CODE_PATTERN, taxCodeRuleText).optional(),
);

const keywordText = z.string({ error: '请输入搜索关键词' }).trim().max(50, '搜索关键词过长');

// ---- acc5: import and browse ----

/** Multipart field `mode` of /admin/taxcode/import: replace (the table becomes exactly the file) or update (default). */
export const ZTaxCodeImportMode = z
  .enum(['replace', 'update'], { error: '导入方式只能是 replace（替换）或 update（更新）' })
  .default('update');
export type TTaxCodeImportMode = z.infer<typeof ZTaxCodeImportMode>;

/** One changed field of an updated code in the import report. */
export interface TTaxCodeChange {
  field:
    | 'name'
    | 'short_name'
    | 'rates'
    | 'parent_code'
    | 'description'
    | 'special_management'
    | 'is_summary'
    | 'version'
    | 'effective_date';
  before: string;
  after: string;
}

/** The answer of /admin/taxcode/import: counts, the file's version, and the first 20 of each kind of change. */
export interface TTaxCodeImportData {
  mode: TTaxCodeImportMode;
  added: number;
  updated: number;
  removed: number;
  unchanged: number;
  /** the edition (BB) of the imported file */
  version: string;
  /** codes in the table after the import */
  total: number;
  samples: {
    added: { code: string; name: string }[];
    updated: { code: string; name: string; changes: TTaxCodeChange[] }[];
    removed: { code: string; name: string }[];
  };
}

/** /admin/taxcode/index: keyword on code (prefix), name or short name; parent_code: its children only. */
export const ZTaxCodeIndexBody = pageBody({
  keyword: keywordText.optional(),
  parent_code: optionalTaxCode,
});
export type TTaxCodeIndexBody = z.infer<typeof ZTaxCodeIndexBody>;

// ---- everyone who issues invoices: the picker ----

/** /student/bwkp/taxcode_tree: the children of parent_code; without it, the six groups. */
export const ZTaxCodeTreeBody = objectBody({ parent_code: optionalTaxCode });
export type TTaxCodeTreeBody = z.infer<typeof ZTaxCodeTreeBody>;

/** /student/bwkp/taxcode_search: codes usable on an invoice whose code starts with, or name/short name contains, keyword. */
export const ZTaxCodeSearchBody = pageBody({ keyword: keywordText.min(1, '请输入搜索关键词') });
export type TTaxCodeSearchBody = z.infer<typeof ZTaxCodeSearchBody>;

/** A node of the picker tree (and a search hit). */
export interface TTaxCodeNode {
  code: string;
  name: string;
  short_name: string;
  /** as the table writes them: '13%' or '13%,9%' ('' for most summary rows) */
  rates: string;
  /** the same as decimal fractions ('0.13', '0.09'); the first is the default rate */
  rate_list: string[];
  parent_code: string | null;
  /** no children in the table (the README of the official table counts these as leaves) */
  is_leaf: boolean;
  has_children: boolean;
  /** HZX = Y: a summary code that cannot be used on an invoice (a few have no children) */
  is_summary: boolean;
  /** ZZSTSGL: 免税, 简易征收, 即征即退50% … ('' when none) */
  special_management: string;
}

/** A row of /admin/taxcode/index. */
export interface TTaxCodeRow extends TTaxCodeNode {
  description: string;
  version: string;
  /** YYYY-MM-DD or null */
  effective_date: string | null;
  updated_at: string;
}
