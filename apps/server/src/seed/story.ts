/**
 * The seeded company's facts as data (STORY.md tells the story): the invoicing case, the lesson texts and the
 * handouts take them from here, and test/content-story.test.ts checks that every text agrees with them.
 */

export const COMPANY = {
  name: '广州市穗通办公设备有限公司',
  shortName: '穗通公司',
  creditCode: '91440106MA5CQ8T480',
  address: '广州市天河区天河北路563号1206房',
  phone: '020-38862705',
  bankName: '中国工商银行广州天河支行',
  account: '3602012409200187436',
  taxOffice: '国家税务总局广州市天河区税务局',
  /** the tax-office region of the seller (positions 3–8 of its credit code): the red-letter form number starts with it */
  regionCode: '440106',
  established: '2019年8月',
  /** general taxpayer from (一般纳税人登记生效之日) */
  generalTaxpayerFrom: '2026-05-01',
  /** the tax-control device's first use (question 1 of the invoicing case) */
  invoicingFrom: '2026-05-06',
} as const;

/** 三方协议 (tax, bank, company) on the 基本存款账户, used to pay every return of the tax-bureau cases. */
export const SUITONG_TAX_AGREEMENT = '44010626100008417';

export const PEOPLE = {
  legalRepresentative: '周建华',
  financeManager: '黄丽萍',
  accountant: '陈思远',
  cashier: '李嘉欣',
  /** 开票员、办税员 */
  clerk: { name: '林晓敏', idNumber: '440106199203152642', mobile: '13925087316' },
} as const;

export const SUPPLIERS = [
  '广州华纸贸易有限公司',
  '广州恒信科技有限公司',
  '佛山市悦享文具有限公司',
  '广州启明商务咨询有限公司',
] as const;

/** The suppliers' credit codes where a text gives one (the customers' are in the invoicing case). */
export const SUPPLIER_CODES: Record<string, string> = {
  佛山市悦享文具有限公司: '91440606MA4WH6E875',
  广州启明商务咨询有限公司: '91440104MA5D7R3K27',
};

/** The months the invoicing case covers (YYYY-MM): every business date of its questions falls in them. */
export const INVOICING_MONTHS = ['2026-05', '2026-06', '2026-07'] as const;
