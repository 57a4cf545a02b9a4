// An issued invoice, read-only, as its printed face: the buyer, the goods lines (tax-exclusive, as printed), the
// totals, the amount in capitals, the seller, the remark; the 清单 (goods list) below when it has one.
import type { TBwkpGoodsLine, TBwkpInvoice } from '@sxpt/contract';
import { Button } from 'antd';
import { ClientWindow } from '../../client-window';
import {
  formatChineseDate,
  INVOICE_STATE_LABELS,
  INVOICE_TYPE_LABELS,
  invoiceStateOf,
  printedLine,
  yuan,
} from './format';
import './query.css';

const GOODS_HEAD = ['货物或应税劳务、服务名称', '规格型号', '单位', '数量', '单价', '金额', '税率', '税额'];
const GOODS_COLS = ['27%', '11%', '7%', '9%', '12%', '13%', '7%', '14%'];

function GoodsColumns() {
  return (
    <colgroup>
      {GOODS_COLS.map((width, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed column layout
        <col key={index} style={{ width }} />
      ))}
    </colgroup>
  );
}

function GoodsRows({ lines, minRows }: { lines: readonly TBwkpGoodsLine[]; minRows: number }) {
  const printed = lines.map(printedLine);
  const blanks = Math.max(0, minRows - printed.length);
  return (
    <>
      {printed.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is the invoice's
        <tr key={index} className="kp-lines" data-testid="kp-invoice-line">
          <td>{line.name}</td>
          <td>{line.spec}</td>
          <td>{line.unit}</td>
          <td className="kp-num">{line.quantity}</td>
          <td className="kp-num">{line.price}</td>
          <td className="kp-num">{line.amount}</td>
          <td className="kp-num">{line.rate}</td>
          <td className="kp-num">{line.tax}</td>
        </tr>
      ))}
      {Array.from({ length: blanks }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: empty filler rows
        <tr key={`blank-${index}`} className="kp-lines">
          <td colSpan={8}>&nbsp;</td>
        </tr>
      ))}
    </>
  );
}

/** The printed face of one invoice (used by the query and void screens). */
export function InvoiceFace({ invoice }: { invoice: TBwkpInvoice }) {
  const isSpecial = invoice.invoice_type === 2;
  const state = invoiceStateOf(invoice);
  return (
    <div className={`kp-invoice-paper${isSpecial ? ' kp-special' : ''}`} data-testid="kp-invoice-face">
      <div className="kp-invoice-head">
        <span />
        <div className="kp-invoice-title">
          {INVOICE_TYPE_LABELS[invoice.invoice_type]}
          {state !== 1 ? <span className="kp-red-mark">（{INVOICE_STATE_LABELS[state]}）</span> : null}
        </div>
        <div className="kp-invoice-meta">
          <div>
            发票代码：<b>{invoice.invoice_code}</b>
          </div>
          <div>
            发票号码：<b>{invoice.invoice_num}</b>
          </div>
          <div>
            开票日期：<b>{formatChineseDate(invoice.kp_time)}</b>
          </div>
        </div>
      </div>
      <table className="kp-invoice-grid">
        <colgroup>
          <col style={{ width: 26 }} />
          <col style={{ width: 110 }} />
          <col />
        </colgroup>
        <tbody>
          <tr>
            <th rowSpan={4} className="kp-side">
              购买方
            </th>
            <td>名　　称：</td>
            <td className="kp-val">{invoice.kh_name}</td>
          </tr>
          <tr>
            <td>纳税人识别号：</td>
            <td className="kp-val">{invoice.kh_sbh}</td>
          </tr>
          <tr>
            <td>地 址、电 话：</td>
            <td className="kp-val">{invoice.address_telephone}</td>
          </tr>
          <tr>
            <td>开户行及账号：</td>
            <td className="kp-val">{invoice.bank_account}</td>
          </tr>
        </tbody>
      </table>
      <table className="kp-invoice-grid" style={{ borderTop: 'none' }}>
        <GoodsColumns />
        <tbody>
          <tr>
            {GOODS_HEAD.map((title) => (
              <th key={title}>{title}</th>
            ))}
          </tr>
          <GoodsRows lines={invoice.goods_content} minRows={4} />
          <tr>
            <td style={{ textAlign: 'center' }}>合　　计</td>
            <td colSpan={4} />
            <td className="kp-num">{yuan(invoice.total_amount)}</td>
            <td />
            <td className="kp-num">{yuan(invoice.tax_amount)}</td>
          </tr>
          <tr>
            <td style={{ textAlign: 'center' }}>价税合计（大写）</td>
            <td colSpan={4} className="kp-val">
              ⓧ {invoice.total_price_capital}
            </td>
            <td colSpan={3} className="kp-val">
              （小写）{yuan(invoice.total_price)}
            </td>
          </tr>
        </tbody>
      </table>
      <table className="kp-invoice-grid">
        <colgroup>
          <col style={{ width: 26 }} />
          <col style={{ width: 110 }} />
          <col />
          <col style={{ width: 26 }} />
          <col style={{ width: '34%' }} />
        </colgroup>
        <tbody>
          <tr>
            <th rowSpan={2} className="kp-side">
              销售方
            </th>
            <td>名　　称：</td>
            <td className="kp-val">{invoice.xh_dw_name}</td>
            <th rowSpan={2} className="kp-side">
              备注
            </th>
            <td rowSpan={2} className="kp-val" data-testid="kp-invoice-remark">
              {invoice.remark}
            </td>
          </tr>
          <tr>
            <td>纳税人识别号：</td>
            <td className="kp-val">{invoice.xh_dw_nsrsbh}</td>
          </tr>
        </tbody>
      </table>
      <div className="kp-invoice-foot">
        <span>收款人：</span>
        <span>复核：</span>
        <span>
          开票人：<b>{invoice.drawer}</b>
        </span>
        <span>销售方：（章）</span>
      </div>
      {invoice.list.length > 0 ? (
        <div style={{ marginTop: 12 }} data-testid="kp-invoice-list">
          <div className="kp-invoice-title" style={{ fontSize: 15, marginBottom: 6, border: 'none' }}>
            销售货物或者提供应税劳务、服务清单
          </div>
          <table className="kp-invoice-grid">
            <GoodsColumns />
            <tbody>
              <tr>
                {GOODS_HEAD.map((title) => (
                  <th key={title}>{title}</th>
                ))}
              </tr>
              <GoodsRows lines={invoice.list} minRows={0} />
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

/** The invoice in its own window above the list it was opened from. */
export function InvoiceViewWindow({
  invoice,
  zIndex,
  onClose,
}: {
  invoice: TBwkpInvoice;
  zIndex: number;
  onClose: () => void;
}) {
  return (
    <ClientWindow
      title={`发票查看 — ${INVOICE_TYPE_LABELS[invoice.invoice_type]} ${invoice.invoice_code} ${invoice.invoice_num}`}
      zIndex={zIndex}
      onClose={onClose}
      width={880}
      bodyHeight={560}
      testId="kp-invoice-view"
      footer={
        <Button size="small" onClick={onClose}>
          关闭
        </Button>
      }
    >
      <InvoiceFace invoice={invoice} />
    </ClientWindow>
  );
}
