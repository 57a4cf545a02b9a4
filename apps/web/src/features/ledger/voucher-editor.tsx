// 记账凭证 entry like the real software: voucher word and number, date, attachments; lines with 摘要, an account
// picked by code or name (leaves only), the auxiliary items the account keeps, the quantity of a quantity-amount
// account, debit or credit; the totals and the running difference; 制单/审核/记账 names. The server checks every rule
// and grades; this editor only helps (totals computed exactly with decimal.js, never floats).
import type { TLxAccount, TLxAuxKind, TLxExercise, TLxLine, TLxVoucher } from '@sxpt/contract';
import { Dec, pinyinInitials } from '@sxpt/domain';
import { Button, Input, InputNumber, Select, Space, Tooltip } from 'antd';
import { useMemo } from 'react';
import { formatAmount } from './lx-api';

export const AUX_NAMES: Record<TLxAuxKind, string> = {
  customer: '客户',
  supplier: '供应商',
  department: '部门',
  person: '个人',
  project: '项目',
};

export interface TEditorLine {
  key: number;
  summary: string;
  account: string;
  debit: string;
  credit: string;
  aux: Partial<Record<TLxAuxKind, string>>;
  quantity: string;
}

export interface TEditorState {
  voucherId: number | null;
  word: string;
  number: number | null;
  date: string;
  attachments: number;
  lines: TEditorLine[];
}

let nextKey = 1;

export function blankLine(summary = ''): TEditorLine {
  nextKey += 1;
  return { key: nextKey, summary, account: '', debit: '', credit: '', aux: {}, quantity: '' };
}

export function blankVoucher(date: string, attachments = 0): TEditorState {
  return { voucherId: null, word: '记', number: null, date, attachments, lines: [blankLine(), blankLine()] };
}

export function editorOf(voucher: TLxVoucher): TEditorState {
  return {
    voucherId: voucher.id,
    word: voucher.word,
    number: voucher.number,
    date: voucher.date,
    attachments: voucher.attachments,
    lines: voucher.lines.map((line) => ({
      ...blankLine(line.summary),
      account: line.account,
      debit: line.debit ?? '',
      credit: line.credit ?? '',
      aux: { ...(line.aux ?? {}) },
      quantity: line.quantity ?? '',
    })),
  };
}

/** The lines as the server reads them (blank lines left out). */
export function linesOf(state: TEditorState): TLxLine[] {
  return state.lines
    .filter((line) => line.summary.trim() || line.account || line.debit.trim() || line.credit.trim())
    .map((line) => ({
      summary: line.summary,
      account: line.account,
      debit: line.debit.trim() === '' ? null : line.debit.trim(),
      credit: line.credit.trim() === '' ? null : line.credit.trim(),
      ...(Object.values(line.aux).some(Boolean) ? { aux: line.aux } : {}),
      ...(line.quantity.trim() ? { quantity: line.quantity.trim() } : {}),
    }));
}

function decimalOrZero(text: string) {
  const clean = text.trim().replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(clean) ? new Dec(clean) : new Dec(0);
}

/** Σ借, Σ贷 and the difference, exactly. */
export function totalsOf(lines: readonly TEditorLine[]) {
  const debit = lines.reduce((sum, line) => sum.plus(decimalOrZero(line.debit)), new Dec(0));
  const credit = lines.reduce((sum, line) => sum.plus(decimalOrZero(line.credit)), new Dec(0));
  return { debit: debit.toFixed(2), credit: credit.toFixed(2), difference: debit.minus(credit).toFixed(2) };
}

/** The picker finds an account by its code, a part of its name, or the pinyin initials of its name (yhck). */
function accountFilter(input: string, option?: { code?: string; name?: string; initials?: readonly string[] }) {
  const text = input.trim();
  if (!option || text === '') return true;
  const lower = text.toLowerCase();
  return (
    (option.code ?? '').startsWith(text) ||
    (option.name ?? '').includes(text) ||
    (option.initials ?? []).some((initials) => initials.startsWith(lower))
  );
}

export function VoucherEditor({
  exercise,
  state,
  onChange,
  wrongLines,
  readOnly,
}: {
  exercise: TLxExercise;
  state: TEditorState;
  onChange: (next: TEditorState) => void;
  /** lines (1-based, among the non-blank lines) the last save found wrong */
  wrongLines: readonly number[];
  readOnly: boolean;
}) {
  const accounts = useMemo(() => new Map(exercise.accounts.map((a) => [a.code, a])), [exercise.accounts]);
  const options = useMemo(
    () =>
      exercise.accounts
        .filter((account) => account.leaf)
        .map((account) => ({
          value: account.code,
          label: `${account.code} ${account.full_name}`,
          code: account.code,
          name: account.full_name,
          // 进项税额 is found by jxse, and by yjsf… of its whole name
          initials: [pinyinInitials(account.name), pinyinInitials(account.full_name)],
        })),
    [exercise.accounts],
  );
  const totals = totalsOf(state.lines);
  const balanced = totals.difference === '0.00';
  const setLine = (key: number, patch: Partial<TEditorLine>) =>
    onChange({ ...state, lines: state.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)) });
  const { year, month } = exercise;
  const monthText = String(month).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // the place of each non-blank line, as the server numbers them
  let place = 0;
  const places = new Map<number, number>();
  for (const line of state.lines) {
    if (line.summary.trim() || line.account || line.debit.trim() || line.credit.trim()) {
      place += 1;
      places.set(line.key, place);
    }
  }
  return (
    <div className="lx-voucher" data-testid="voucher-editor">
      <div className="lx-voucher-title">记 账 凭 证</div>
      <div className="lx-voucher-meta">
        <Space size="small">
          <Select
            aria-label="凭证字"
            value={state.word}
            disabled={readOnly || state.voucherId !== null}
            onChange={(word) => onChange({ ...state, word })}
            options={['记', '收', '付', '转'].map((word) => ({ value: word, label: `${word}字` }))}
            style={{ width: 80 }}
          />
          <span>第</span>
          <span className="lx-voucher-number" data-testid="voucher-number">
            {state.number ?? '（保存后编号）'}
          </span>
          <span>号</span>
        </Space>
        <Space size="small">
          <span>日期</span>
          <Input
            aria-label="凭证日期"
            type="date"
            value={state.date}
            min={`${year}-${monthText}-01`}
            max={`${year}-${monthText}-${lastDay}`}
            disabled={readOnly}
            onChange={(event) => onChange({ ...state, date: event.target.value })}
            style={{ width: 150 }}
          />
        </Space>
        <Space size="small">
          <span>附单据</span>
          <InputNumber
            aria-label="附单据数"
            min={0}
            max={999}
            precision={0}
            value={state.attachments}
            disabled={readOnly}
            onChange={(value) => onChange({ ...state, attachments: typeof value === 'number' ? value : 0 })}
            style={{ width: 70 }}
          />
          <span>张</span>
        </Space>
      </div>
      <table className="lx-voucher-lines">
        <thead>
          <tr>
            <th style={{ width: '22%' }}>摘要</th>
            <th>会计科目</th>
            <th style={{ width: 130 }}>借方金额</th>
            <th style={{ width: 130 }}>贷方金额</th>
            <th style={{ width: 36 }} />
          </tr>
        </thead>
        <tbody>
          {state.lines.map((line, index) => {
            const account: TLxAccount | undefined = accounts.get(line.account);
            const linePlace = places.get(line.key);
            const wrong = linePlace !== undefined && wrongLines.includes(linePlace);
            return (
              <tr
                key={line.key}
                className={wrong ? 'lx-line-wrong' : undefined}
                data-testid={`voucher-line-${index + 1}`}
              >
                <td>
                  <Input
                    aria-label={`第${index + 1}行摘要`}
                    value={line.summary}
                    maxLength={60}
                    disabled={readOnly}
                    onChange={(event) => setLine(line.key, { summary: event.target.value })}
                  />
                </td>
                <td>
                  <Select
                    aria-label={`第${index + 1}行科目`}
                    showSearch
                    allowClear
                    placeholder="编码、名称或拼音首字母"
                    value={line.account || undefined}
                    options={options}
                    filterOption={(input, option) => accountFilter(input, option)}
                    disabled={readOnly}
                    onChange={(code) => setLine(line.key, { account: code ?? '', aux: {}, quantity: '' })}
                    style={{ width: '100%' }}
                    popupMatchSelectWidth={false}
                  />
                  {account && account.aux.length > 0 && (
                    <div className="lx-line-extra">
                      {account.aux.map((kind) => (
                        <Select
                          key={kind}
                          aria-label={`第${index + 1}行${AUX_NAMES[kind]}`}
                          size="small"
                          showSearch
                          optionFilterProp="label"
                          placeholder={`选择${AUX_NAMES[kind]}`}
                          value={line.aux[kind]}
                          disabled={readOnly}
                          options={(exercise.aux_items[kind] ?? []).map((item) => ({
                            value: item.code,
                            label: `${item.code} ${item.name}`,
                          }))}
                          onChange={(code) => setLine(line.key, { aux: { ...line.aux, [kind]: code } })}
                          style={{ minWidth: 220 }}
                        />
                      ))}
                    </div>
                  )}
                  {account?.unit && (
                    <div className="lx-line-extra">
                      <Input
                        aria-label={`第${index + 1}行数量`}
                        size="small"
                        addonBefore="数量"
                        addonAfter={account.unit}
                        value={line.quantity}
                        disabled={readOnly}
                        onChange={(event) => setLine(line.key, { quantity: event.target.value })}
                        style={{ width: 200 }}
                      />
                    </div>
                  )}
                </td>
                <td>
                  <Input
                    aria-label={`第${index + 1}行借方金额`}
                    className="lx-amount"
                    inputMode="decimal"
                    value={line.debit}
                    disabled={readOnly}
                    onChange={(event) => setLine(line.key, { debit: event.target.value })}
                  />
                </td>
                <td>
                  <Input
                    aria-label={`第${index + 1}行贷方金额`}
                    className="lx-amount"
                    inputMode="decimal"
                    value={line.credit}
                    disabled={readOnly}
                    onChange={(event) => setLine(line.key, { credit: event.target.value })}
                  />
                </td>
                <td>
                  {!readOnly && state.lines.length > 2 && (
                    <Tooltip title="删除此行">
                      <Button
                        type="text"
                        size="small"
                        aria-label={`删除第${index + 1}行`}
                        onClick={() => onChange({ ...state, lines: state.lines.filter((l) => l.key !== line.key) })}
                      >
                        ✕
                      </Button>
                    </Tooltip>
                  )}
                </td>
              </tr>
            );
          })}
          <tr className="lx-voucher-total">
            <td colSpan={2}>
              合计
              {!balanced && (
                <span className="lx-difference" data-testid="voucher-difference">
                  借贷差额：{formatAmount(totals.difference, false)}
                </span>
              )}
            </td>
            <td className="num" data-testid="voucher-debit-total">
              {formatAmount(totals.debit, false)}
            </td>
            <td className="num" data-testid="voucher-credit-total">
              {formatAmount(totals.credit, false)}
            </td>
            <td />
          </tr>
        </tbody>
      </table>
      {!readOnly && (
        <Button
          size="small"
          onClick={() => {
            const last = state.lines[state.lines.length - 1];
            onChange({ ...state, lines: [...state.lines, blankLine(last?.summary ?? '')] });
          }}
          disabled={state.lines.length >= 99}
        >
          增加分录
        </Button>
      )}
      <div className="lx-voucher-people">
        <span>主管：{exercise.people.supervisor}</span>
        <span>记账：{exercise.people.poster}</span>
        <span>审核：{exercise.people.reviewer}</span>
        <span>制单：{exercise.people.preparer}</span>
      </div>
    </div>
  );
}
