// The red-letter information form (开具红字增值税专用发票信息表) laid out as the tax office's form: seller and
// buyer, the red (negative) goods lines with their totals, the 说明 with who applies and the blue invoice, and
// the form number once saved. Everything shown is the server's form (hztk / hzyl / hzxxb / hzcx answers).
import type { TBwkpRedForm } from '@sxpt/contract';
import { useClientDate } from '../../client-date';
import { formatChineseDate, printedLine, yuan } from '../query/format';
import { RED_FORM_STATUS_LABELS } from './red-format';
import './red.css';

/** width of the side headings (销售方, 购买方, 开具红字专用发票内容, 说明) */
const SIDE = 44;

function Box({ checked }: { checked: boolean }) {
  return <span className={`kp-box${checked ? ' kp-box-on' : ''}`}>{checked ? '✓' : ''}</span>;
}

function BlueRef({ form, show }: { form: TBwkpRedForm; show: boolean }) {
  return (
    <div className="kp-hz-ref">
      对应蓝字专用发票的代码：
      <u data-testid={show ? 'kp-hz-blue-code' : undefined}>{show ? form.blue_invoice_code : ''}</u>
      　号码：<u data-testid={show ? 'kp-hz-blue-num' : undefined}>{show ? form.blue_invoice_num : ''}</u>
    </div>
  );
}

export function RedFormView({ form, showStatus = true }: { form: TBwkpRedForm; showStatus?: boolean }) {
  // before it is saved the form is dated on the client's date (the question's business date), not today
  const clientDate = useClientDate();
  const lines = form.lines.map(printedLine);
  const blanks = Math.max(0, 4 - lines.length);
  const isBuyer = form.sqfs === 1;
  return (
    <div className="kp-hz-paper" data-testid="kp-red-form">
      <div className="kp-hz-title">开具红字增值税专用发票信息表</div>
      <div className="kp-hz-sub">
        <span>
          填开日期：<b data-testid="kp-hz-date">{formatChineseDate(form.saved_at ?? clientDate)}</b>
        </span>
        {showStatus ? (
          <span>
            状态：<b data-testid="kp-hz-status">{RED_FORM_STATUS_LABELS[form.status]}</b>
          </span>
        ) : null}
      </div>
      <table className="kp-hz-grid">
        <colgroup>
          <col style={{ width: SIDE }} />
          <col style={{ width: 96 }} />
          <col />
          <col style={{ width: SIDE }} />
          <col style={{ width: 96 }} />
          <col />
        </colgroup>
        <tbody>
          <tr>
            <th rowSpan={2}>销售方</th>
            <td>名称</td>
            <td className="kp-val" data-testid="kp-hz-seller">
              {form.xh_dw_name}
            </td>
            <th rowSpan={2}>购买方</th>
            <td>名称</td>
            <td className="kp-val" data-testid="kp-hz-buyer">
              {form.kh_name}
            </td>
          </tr>
          <tr>
            <td>纳税人识别号</td>
            <td className="kp-val">{form.xh_dw_nsrsbh}</td>
            <td>纳税人识别号</td>
            <td className="kp-val">{form.kh_sbh}</td>
          </tr>
        </tbody>
      </table>
      <table className="kp-hz-grid kp-hz-next">
        <colgroup>
          <col style={{ width: SIDE }} />
          <col />
          <col style={{ width: '9%' }} />
          <col style={{ width: '14%' }} />
          <col style={{ width: '15%' }} />
          <col style={{ width: '7%' }} />
          <col style={{ width: '14%' }} />
        </colgroup>
        <tbody>
          <tr>
            <th rowSpan={lines.length + blanks + 2}>
              开具
              <br />
              红字
              <br />
              专用
              <br />
              发票
              <br />
              内容
            </th>
            <td>货物（劳务服务）名称</td>
            <td>数量</td>
            <td>单价</td>
            <td>金额</td>
            <td>税率</td>
            <td>税额</td>
          </tr>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is the form's
            <tr key={index} className="kp-hz-line" data-testid="kp-hz-line">
              <td className="kp-val">{line.name}</td>
              <td className="kp-num">{line.quantity}</td>
              <td className="kp-num">{line.price}</td>
              <td className="kp-num">{line.amount}</td>
              <td className="kp-num">{line.rate}</td>
              <td className="kp-num">{line.tax}</td>
            </tr>
          ))}
          {Array.from({ length: blanks }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: empty filler rows
            <tr key={`blank-${index}`} className="kp-hz-line">
              <td colSpan={6}>&nbsp;</td>
            </tr>
          ))}
          <tr>
            <td style={{ textAlign: 'center' }}>合计</td>
            <td />
            <td />
            <td className="kp-num" data-testid="kp-hz-total">
              {yuan(form.total_amount)}
            </td>
            <td />
            <td className="kp-num" data-testid="kp-hz-tax">
              {yuan(form.tax_amount)}
            </td>
          </tr>
        </tbody>
      </table>
      <table className="kp-hz-grid kp-hz-next">
        <colgroup>
          <col style={{ width: SIDE }} />
          <col style={{ width: 130 }} />
          <col />
        </colgroup>
        <tbody>
          <tr>
            <th>说明</th>
            <td colSpan={2} className="kp-hz-note">
              <div>
                一、购买方 <Box checked={isBuyer} />
              </div>
              <div className="kp-hz-indent">
                对应蓝字专用发票抵扣增值税销项税额情况：
                <div className="kp-hz-indent">
                  1. 已抵扣 <Box checked={false} />
                </div>
                <div className="kp-hz-indent">
                  2. 未抵扣 <Box checked={isBuyer} />
                </div>
                <BlueRef form={form} show={isBuyer} />
              </div>
              <div>
                二、销售方 <Box checked={!isBuyer} />
              </div>
              <div className="kp-hz-indent">
                <BlueRef form={form} show={!isBuyer} />
              </div>
            </td>
          </tr>
          <tr>
            <th colSpan={2}>红字专用发票信息表编号</th>
            <td className="kp-val kp-hz-number" data-testid="kp-hz-number">
              {form.number}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
