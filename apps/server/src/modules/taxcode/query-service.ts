import type { TPage, TTaxCodeIndexBody, TTaxCodeNode, TTaxCodeRow, TTaxCodeSearchBody } from '@sxpt/contract';
import { and, asc, count, eq, ilike, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxCodes } from '../../db/schema';
import { notFound } from '../../http/errors';

/** LIKE pattern for "contains keyword" with %, _ and \ taken literally. */
const escapeLike = (keyword: string) => keyword.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Written out in full: inside the subquery an unqualified "code" would be the child's. */
const hasChildren = sql<boolean>`exists (select 1 from tax_codes as child where child.parent_code = tax_codes.code)`;

const nodeColumns = {
  code: taxCodes.code,
  name: taxCodes.name,
  shortName: taxCodes.shortName,
  rates: taxCodes.rates,
  rateList: taxCodes.rateList,
  parentCode: taxCodes.parentCode,
  isSummary: taxCodes.isSummary,
  specialManagement: taxCodes.specialManagement,
  hasChildren,
};

type TNodeRow = {
  code: string;
  name: string;
  shortName: string;
  rates: string;
  rateList: string[];
  parentCode: string | null;
  isSummary: boolean;
  specialManagement: string;
  hasChildren: boolean;
};

function nodeOf(row: TNodeRow): TTaxCodeNode {
  return {
    code: row.code,
    name: row.name,
    short_name: row.shortName,
    rates: row.rates,
    rate_list: row.rateList,
    parent_code: row.parentCode,
    is_leaf: !row.hasChildren,
    has_children: Boolean(row.hasChildren),
    is_summary: row.isSummary,
    special_management: row.specialManagement,
  };
}

/** The children of a code, by code; without one, the six groups. An unknown code answers 404. */
export async function listTaxCodeChildren(db: Db, parentCode: string | undefined): Promise<TTaxCodeNode[]> {
  if (parentCode) {
    const [parent] = await db
      .select({ code: taxCodes.code })
      .from(taxCodes)
      .where(eq(taxCodes.code, parentCode))
      .limit(1);
    if (!parent) throw notFound('税收分类编码不存在');
  }
  const rows = await db
    .select(nodeColumns)
    .from(taxCodes)
    .where(parentCode ? eq(taxCodes.parentCode, parentCode) : isNull(taxCodes.parentCode))
    .orderBy(asc(taxCodes.code));
  return rows.map(nodeOf);
}

/** keyword: digits match the start of the code; any text matches inside the name or the short name. */
function keywordFilter(keyword: string): SQL | undefined {
  const pattern = `%${escapeLike(keyword)}%`;
  return or(
    /^\d+$/.test(keyword) ? like(taxCodes.code, `${escapeLike(keyword)}%`) : undefined,
    ilike(taxCodes.name, pattern),
    ilike(taxCodes.shortName, pattern),
  );
}

/** Codes usable on an invoice (not summary rows) matching the keyword; names equal to it, then starting with it. */
export async function searchTaxCodes(db: Db, q: TTaxCodeSearchBody): Promise<TPage<TTaxCodeNode>> {
  const where = and(eq(taxCodes.isSummary, false), keywordFilter(q.keyword));
  const [{ total }] = await db.select({ total: count() }).from(taxCodes).where(where);
  const prefix = `${escapeLike(q.keyword)}%`;
  const rank = sql`case when ${taxCodes.name} = ${q.keyword} then 0 when ${taxCodes.name} like ${prefix} then 1 else 2 end`;
  const rows = await db
    .select(nodeColumns)
    .from(taxCodes)
    .where(where)
    .orderBy(rank, asc(taxCodes.code))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return { list: rows.map(nodeOf), total: Number(total), page: q.page, page_size: q.page_size };
}

/** acc5's list of the whole table (summary rows too), by code. */
export async function listTaxCodes(db: Db, q: TTaxCodeIndexBody): Promise<TPage<TTaxCodeRow>> {
  const where = and(
    q.keyword ? keywordFilter(q.keyword) : undefined,
    q.parent_code ? eq(taxCodes.parentCode, q.parent_code) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(taxCodes).where(where);
  const rows = await db
    .select({
      ...nodeColumns,
      description: taxCodes.description,
      version: taxCodes.version,
      effectiveDate: taxCodes.effectiveDate,
      updatedAt: taxCodes.updatedAt,
    })
    .from(taxCodes)
    .where(where)
    .orderBy(asc(taxCodes.code))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return {
    list: rows.map((row) => ({
      ...nodeOf(row),
      description: row.description,
      version: row.version,
      effective_date: row.effectiveDate,
      updated_at: row.updatedAt.toISOString(),
    })),
    total: Number(total),
    page: q.page,
    page_size: q.page_size,
  };
}
