// A student working the invoicing case question by question, through the calls a student makes (an `api` that
// is the HTTP routes in the tests and the service functions in the demo seed), with the case's model answers.
// A question can first be answered wrong once, as students do, so the results model has tries to show.
import { expectedDraft, type TSubject } from '@sxpt/domain';
import type { TBwkpCaseSeed } from './bwkp-case';

/** A call of the simulator: its envelope. */
export type TPlayerApi = <T = unknown>(
  name: string,
  body?: object,
) => Promise<{ code: number; message: string; data: T }>;

/** The case as seeded: its seed data, subject ids by sort, and the blue question of each red one. */
export interface TPlayedCase {
  seed: TBwkpCaseSeed;
  subjectIds: Record<number, number>;
  blueSorts: Record<number, number | null>;
}

interface TInvoiceLite {
  id: number;
  subject_id: number;
  invoice_code: string;
  invoice_num: string;
  invoice_status: number;
}

function subjectAt(played: TPlayedCase, sort: number): TSubject {
  const subject = played.seed.subjects.find((entry) => entry.sort === sort);
  if (!subject) throw new Error(`the case has no question ${sort}`);
  return { ...subject, id: played.subjectIds[sort] };
}

/** The right save_fp body of an invoice question, built from the model (expectedDraft), as a student types it. */
export function invoiceBodyOf(played: TPlayedCase, sort: number): Record<string, unknown> {
  const draft = expectedDraft(subjectAt(played, sort));
  return {
    subject_id: played.subjectIds[sort],
    invoice_type: draft.invoice_type,
    invoice_status: draft.invoice_status,
    kh_name: draft.kh_name,
    kh_sbh: draft.kh_sbh,
    address_telephone: draft.address_telephone,
    bank_account: draft.bank_account,
    goods_content: draft.goods,
    ...(draft.list_goods ? { list_goods: draft.list_goods } : {}),
    // the remark the question requires (建筑服务); a red invoice's remark is the server's whatever is sent
    ...(draft.remark !== undefined ? { remark: draft.remark } : {}),
  };
}

async function expectOk(api: TPlayerApi, name: string, body: object = {}) {
  const res = await api<Record<string, unknown>>(name, body);
  if (res.code !== 200) throw new Error(`${name} failed: ${res.code} ${res.message}`);
  return res;
}

async function expectWrong(api: TPlayerApi, name: string, body: object) {
  const res = await api(name, body);
  if (res.code === 200) throw new Error(`${name}: a wrong answer was accepted`);
}

/** The student's (blue unless asked) invoice of a question. */
export async function invoiceOfSort(played: TPlayedCase, api: TPlayerApi, sort: number): Promise<TInvoiceLite> {
  const res = await api<{ list: TInvoiceLite[] }>('get_invoice', { page_size: 200 });
  const found = res.data.list.find((row) => row.subject_id === played.subjectIds[sort] && row.invoice_status === 1);
  if (!found) throw new Error(`no invoice of question ${sort}`);
  return found;
}

function blueSortOf(played: TPlayedCase, sort: number): number {
  const blueSort = played.blueSorts[sort];
  if (blueSort === null || blueSort === undefined) throw new Error(`question ${sort} has no blue question`);
  return blueSort;
}

/** A wrong answer of a question's first graded step (what a hurried student gets wrong), or null for none. */
function wrongFirstTry(played: TPlayedCase, sort: number): [string, object] | null {
  const { seed } = played;
  switch (sort) {
    case 1: {
      const { pt_fpdm: _pt, zy_fpdm: _zy, province: _province, ...company } = seed.qyxx;
      return ['save_qyxx', { ...company, phone_number: `${company.phone_number}0` }];
    }
    case 2:
      return [
        'save_khbm',
        {
          kh_content: [{ ...seed.customers[0], tax_num: `${seed.customers[0].tax_num}1` }, ...seed.customers.slice(1)],
        },
      ];
    case 3:
      return ['save_goods', { goods_content: [{ ...seed.goods[0], units: '吨' }, ...seed.goods.slice(1)] }];
    case 4:
      return ['add_fpsl', { ...seed.apply[0], apply_num: Number(seed.apply[0].apply_num) + 1 }];
    case 10:
    case 12:
    case 14:
    case 17:
      return null;
    default: {
      const body = invoiceBodyOf(played, sort);
      const goods = body.goods_content as { tax_amount: string }[];
      const [first, ...others] = goods;
      return ['save_fp', { ...body, goods_content: [{ ...first, tax_amount: `${first.tax_amount}1` }, ...others] }];
    }
  }
}

/** Do question `sort` right through the calls; with `wrongFirst`, answer its first graded step wrong once first. */
export async function playQuestion(
  played: TPlayedCase,
  api: TPlayerApi,
  sort: number,
  options: { wrongFirst?: boolean } = {},
): Promise<void> {
  const { seed } = played;
  const wrong = options.wrongFirst ? wrongFirstTry(played, sort) : null;
  if (wrong) await expectWrong(api, ...wrong);
  switch (sort) {
    case 1: {
      const { pt_fpdm: _pt, zy_fpdm: _zy, province: _province, ...company } = seed.qyxx;
      await expectOk(api, 'save_qyxx', company);
      return;
    }
    case 2:
      await expectOk(api, 'save_khbm', { kh_content: seed.customers });
      return;
    case 3:
      await expectOk(api, 'save_goods', { goods_content: seed.goods });
      return;
    case 4:
      for (const answer of seed.apply) await expectOk(api, 'add_fpsl', answer);
      await expectOk(api, 'invoice_read');
      return;
    case 10: {
      const subject = subjectAt(played, sort);
      const target = await invoiceOfSort(played, api, subject.void_sort ?? sort - 1);
      await expectOk(api, 'zf_fp', { invocie_id: target.id });
      await expectOk(api, 'save_fp', invoiceBodyOf(played, 10));
      return;
    }
    case 12: {
      const blue = await invoiceOfSort(played, api, blueSortOf(played, sort));
      await expectOk(api, 'hongzi_hx', { fpdm: blue.invoice_code, fphm: blue.invoice_num });
      await expectOk(api, 'save_fp', invoiceBodyOf(played, 12));
      return;
    }
    case 14: {
      const blue = await invoiceOfSort(played, api, blueSortOf(played, sort));
      await expectOk(api, 'hztk', { sqfs: 2, fpdm: blue.invoice_code, fphm: blue.invoice_num });
      await expectOk(api, 'hzyl');
      await expectOk(api, 'hzxxb', { action: 'save' });
      await expectOk(api, 'hzxxb', { action: 'upload' });
      await expectOk(api, 'hzxz');
      await expectOk(api, 'save_fp', invoiceBodyOf(played, 14));
      return;
    }
    case 17:
      await expectOk(api, 'chaobao', { action: 'report' });
      return;
    default:
      await expectOk(api, 'save_fp', invoiceBodyOf(played, sort));
  }
}
