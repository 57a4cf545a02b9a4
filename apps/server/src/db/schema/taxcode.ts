// taxcode area: the 商品和服务税收分类编码表 (tax classification codes) that goods on an invoice are classified by.
import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One code of the official table (reference data, not per college). code: 19 digits; the first gives the group
 * (1 货物 … 6 未发生销售行为的不征税项目); parent_code is null for the six groups. rates as the table writes them
 * ('13%' or '13%,9%'); rate_list the same as decimal fractions ('0.13', '0.09'), the first being the default.
 * is_summary (HZX = Y): a summary row that cannot be used on an invoice.
 */
export const taxCodes = pgTable(
  'tax_codes',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull().default(''),
    rates: text('rates').notNull().default(''),
    rateList: text('rate_list').array().notNull().default(sql`'{}'::text[]`),
    parentCode: text('parent_code'),
    description: text('description').notNull().default(''),
    /** ZZSTSGL: special VAT management, e.g. 免税, 简易征收, 即征即退50% ('、' between several) */
    specialManagement: text('special_management').notNull().default(''),
    isSummary: boolean('is_summary').notNull().default(false),
    /** BB: the table's edition, e.g. '32.0' */
    version: text('version').notNull().default(''),
    /** QYSJ: the date the code takes effect */
    effectiveDate: date('effective_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tax_codes_parent_code_idx').on(t.parentCode)],
);
