// The original documents of a business item (原始凭证), drawn from the case's data the way the paper looks: a VAT
// invoice (paper with code and number, or 数电), a bank's electronic receipt, and any other sheet (payroll,
// depreciation schedule, 出库单, claim form) as a titled table with its signatures.
import type { TBankDoc, TInvoiceDoc, TLedgerDocument, TSheetDoc } from '@sxpt/domain';
import { toInvoiceCapital } from '@sxpt/domain';
import { Empty } from 'antd';
import { formatAmount } from './lx-api';

function money(value: string | undefined): string {
  return value ? formatAmount(value, false) : '';
}

const INVOICE_TITLES: Record<TInvoiceDoc['invoiceType'], string> = {
  special: '增值税专用发票',
  normal: '增值税普通发票',
  digital_special: '电子发票（增值税专用发票）',
  digital_normal: '电子发票（普通发票）',
};

function Party({ role, party }: { role: string; party: TInvoiceDoc['buyer'] }) {
  return (
    <div className="lx-inv-party">
      <div className="lx-inv-party-role">{role}</div>
      <dl>
        <dt>名称：</dt>
        <dd>{party.name}</dd>
        <dt>纳税人识别号：</dt>
        <dd>{party.taxId ?? ''}</dd>
        {party.addressPhone !== undefined && (
          <>
            <dt>地址、电话：</dt>
            <dd>{party.addressPhone}</dd>
          </>
        )}
        {party.bankAccount !== undefined && (
          <>
            <dt>开户行及账号：</dt>
            <dd>{party.bankAccount}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

function Invoice({ doc }: { doc: TInvoiceDoc }) {
  const digital = doc.invoiceType.startsWith('digital');
  // 价税合计: exact arithmetic in fen on the two-place texts
  const grand = addMoney(doc.totalAmount, doc.totalTax) ?? '';
  return (
    <figure className={`lx-doc lx-inv${doc.red ? ' lx-inv-red' : ''}`} aria-label={INVOICE_TITLES[doc.invoiceType]}>
      <header className="lx-inv-head">
        <div className="lx-inv-title">
          {digital ? '' : '广东'}
          {INVOICE_TITLES[doc.invoiceType]}
          {doc.red && <span className="lx-inv-red-mark">（红字）</span>}
        </div>
        <div className="lx-inv-copy">{doc.copy}</div>
        <dl className="lx-inv-meta">
          {doc.code && (
            <>
              <dt>发票代码</dt>
              <dd>{doc.code}</dd>
            </>
          )}
          <dt>发票号码</dt>
          <dd>{doc.number}</dd>
          <dt>开票日期</dt>
          <dd>{formatDate(doc.date)}</dd>
        </dl>
      </header>
      <Party role="购买方" party={doc.buyer} />
      <table className="lx-inv-lines">
        <thead>
          <tr>
            <th>{digital ? '项目名称' : '货物或应税劳务、服务名称'}</th>
            <th>规格型号</th>
            <th>单位</th>
            <th>数量</th>
            <th>单价</th>
            <th>金额</th>
            <th>税率</th>
            <th>税额</th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a document never move
            <tr key={index}>
              <td>{line.name}</td>
              <td>{line.spec ?? ''}</td>
              <td>{line.unit ?? ''}</td>
              <td className="num">{line.quantity ?? ''}</td>
              <td className="num">{line.price ?? ''}</td>
              <td className="num">{money(line.amount)}</td>
              <td className="num">{line.rate}</td>
              <td className="num">{money(line.tax)}</td>
            </tr>
          ))}
          <tr className="lx-inv-total">
            <td>合计</td>
            <td colSpan={4} />
            <td className="num">¥{money(doc.totalAmount)}</td>
            <td />
            <td className="num">¥{money(doc.totalTax)}</td>
          </tr>
          <tr className="lx-inv-grand">
            <td>价税合计（大写）</td>
            <td colSpan={4}>{capitalOf(grand)}</td>
            <td colSpan={3} className="num">
              （小写）¥{money(grand)}
            </td>
          </tr>
        </tbody>
      </table>
      <Party role="销售方" party={doc.seller} />
      {doc.remark && <div className="lx-inv-remark">备注：{doc.remark}</div>}
    </figure>
  );
}

/** a + b of two decimal texts with at most two places, exactly (in fen). */
function addMoney(a: string, b: string): string | null {
  const fen = (text: string) => {
    const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
    if (!match) return null;
    const value = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
    return match[1] === '-' ? -value : value;
  };
  const x = fen(a);
  const y = fen(b);
  if (x === null || y === null) return null;
  const sum = x + y;
  const negative = sum < 0n;
  const abs = negative ? -sum : sum;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

function capitalOf(amount: string): string {
  try {
    return amount.startsWith('-') ? `（负数）${toInvoiceCapital(amount.slice(1))}` : toInvoiceCapital(amount);
  } catch {
    return '';
  }
}

function formatDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[1]}年${match[2]}月${match[3]}日` : date;
}

function Bank({ doc }: { doc: TBankDoc }) {
  return (
    <figure className="lx-doc lx-bank" aria-label={doc.title}>
      <header className="lx-bank-head">
        <span className="lx-bank-name">{doc.bank}</span>
        <span className="lx-bank-title">{doc.title}</span>
      </header>
      <div className="lx-bank-meta">
        <span>日期：{formatDate(doc.date)}</span>
        <span>回单编号：{doc.serial}</span>
      </div>
      <table className="lx-bank-table">
        <tbody>
          <tr>
            <th rowSpan={3}>付款人</th>
            <td>户名</td>
            <td>{doc.payer.name}</td>
            <th rowSpan={3}>收款人</th>
            <td>户名</td>
            <td>{doc.payee.name}</td>
          </tr>
          <tr>
            <td>账号</td>
            <td>{doc.payer.account}</td>
            <td>账号</td>
            <td>{doc.payee.account}</td>
          </tr>
          <tr>
            <td>开户行</td>
            <td>{doc.payer.bank}</td>
            <td>开户行</td>
            <td>{doc.payee.bank}</td>
          </tr>
          <tr>
            <th>金额</th>
            <td colSpan={2}>人民币（大写）{capitalOf(doc.amount)}</td>
            <td colSpan={3} className="num">
              ¥{money(doc.amount)}
            </td>
          </tr>
          <tr>
            <th>用途</th>
            <td colSpan={5}>{doc.purpose}</td>
          </tr>
          {(doc.details ?? []).map(([label, value]) => (
            <tr key={label}>
              <th>{label}</th>
              <td colSpan={5}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="lx-bank-stamp" aria-hidden>
        电子回单
        <br />
        专用章
      </div>
    </figure>
  );
}

function Sheet({ doc }: { doc: TSheetDoc }) {
  return (
    <figure className="lx-doc lx-sheet" aria-label={doc.title}>
      <header className="lx-sheet-title">{doc.title}</header>
      {doc.heading && doc.heading.length > 0 && (
        <div className="lx-sheet-heading">
          {doc.heading.map(([label, value]) => (
            <span key={label}>
              {label}：{value}
            </span>
          ))}
        </div>
      )}
      <table className="lx-sheet-table">
        <thead>
          <tr>
            {doc.columns.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {doc.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows of a document never move
            <tr key={index}>
              {row.map((cell, cellIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <td key={cellIndex} className={/^-?[\d,]+(\.\d+)?$/.test(cell) ? 'num' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {(doc.footer ?? []).map((line) => (
        <p key={line} className="lx-sheet-footer">
          {line}
        </p>
      ))}
      {doc.signatures && doc.signatures.length > 0 && (
        <div className="lx-sheet-signatures">
          {doc.signatures.map(([label, name]) => (
            <span key={label}>
              {label}：{name}
            </span>
          ))}
        </div>
      )}
    </figure>
  );
}

/** One original document. */
export function LedgerDocument({ doc }: { doc: TLedgerDocument }) {
  if (doc.kind === 'invoice') return <Invoice doc={doc} />;
  if (doc.kind === 'bank') return <Bank doc={doc} />;
  return <Sheet doc={doc} />;
}

/** The documents of an item, one under another. */
export function LedgerDocuments({ documents }: { documents: readonly unknown[] }) {
  if (documents.length === 0) return <Empty description="本业务没有原始凭证（根据账簿资料编制）" />;
  return (
    <div className="lx-docs">
      {(documents as TLedgerDocument[]).map((doc, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the documents of an item never move
        <LedgerDocument key={index} doc={doc} />
      ))}
    </div>
  );
}
