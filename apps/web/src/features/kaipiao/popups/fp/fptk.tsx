// fptk (发票填开, spec 01 §2 and §4): the issue form of the current question, laid out as the invoice face of the
// desktop client. The student picks the buyer (kehubianma) and the goods (spbianma) or types them; each line is
// recomputed as they type (goods-lines.ts); more than 8 lines go to the goods list (qingdan), a discount adds its
// negative line (zhekou). 保存 sends what was entered; the server grades it and names the wrong fields, which are
// highlighted until the next click. In red mode (负数, opened again by hongziDr or hongziHx) the form shows the blue
// invoice's lines negated, read-only, and saves a 负数 invoice.
import {
  BarcodeOutlined,
  CaretDownOutlined,
  CopyOutlined,
  ImportOutlined,
  LogoutOutlined,
  MinusCircleOutlined,
  MinusSquareOutlined,
  MoneyCollectOutlined,
  PauseCircleOutlined,
  PercentageOutlined,
  PlusSquareOutlined,
  PrinterOutlined,
  SaveOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { TBwkpGoodsCodeRow, TBwkpKhbmRow, TBwkpSaveInvoiceBody } from '@sxpt/contract';
import { buildRedLines, bwkpMessages, computeTotals, formatYuan, messages } from '@sxpt/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { errorText } from '../../../../api/api-error';
import { queryClient } from '../../../../app/query-client';
import { useSessionStore } from '../../../../app/session-store';
import { useToast } from '../../../../app/toast';
import { chineseDate, useSubjectDate } from '../../client-date';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi, kaipiaoKeys } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import type { TFptkProps, TKehubianmaProps, TPopupProps, TSpbianmaProps } from '../../popup-types';
import { usePopup } from '../../use-popup';
import { useWrongFields, WRONG_CLASS, wrongKeysOf } from '../../wrong-fields';
import { fetchInvoiceNum, invoiceNumKey, redSubjectKey } from './fp-api';
import { GoodsGrid, GoodsGridColumns, GoodsGridHead, type TPriceMode } from './goods-grid';
import {
  blankLine,
  editLine,
  finishMoney,
  hasFirstLineMoney,
  INVOICE_FACE_ROWS,
  lineFromGoodsCode,
  linesToSend,
  listSummaryLine,
  removeLine,
  type TEditableField,
  type TLine,
} from './goods-lines';
import { invoiceTypeName } from './invoice-type';
import type { TQingdanProps } from './qingdan';
import type { TDiscountInput, TZhekouProps } from './zhekou';
import './fp.css';

interface TBuyer {
  kh_name: string;
  kh_sbh: string;
  address_telephone: string;
  bank_account: string;
}

const EMPTY_BUYER: TBuyer = { kh_name: '', kh_sbh: '', address_telephone: '', bank_account: '' };

const BUYER_FIELDS: { key: keyof TBuyer; label: string }[] = [
  { key: 'kh_name', label: '名称' },
  { key: 'kh_sbh', label: '纳税人识别号' },
  { key: 'address_telephone', label: '地址、电话' },
  { key: 'bank_account', label: '开户行及账号' },
];

/** Shown when the face lines go beyond the rows of the invoice: the lines move to the goods list. */
export const TOO_MANY_LINES_TIP = `发票票面最多${INVOICE_FACE_ROWS}行商品，超过${INVOICE_FACE_ROWS}行请使用销货清单开具！`;

/** The form's state is per question, kind and sign: opening it again for another one starts afresh. */
export default function Fptk(popup: TPopupProps<TFptkProps>) {
  const { invoiceType, subjectId, red } = popup.props;
  return <FptkForm key={`${invoiceType}-${subjectId}-${red ? 'red' : 'blue'}`} {...popup} />;
}

function Tool({
  icon,
  label,
  extra,
  onClick,
  disabled,
  className,
}: {
  icon: ReactNode;
  label: string;
  /** drawn after the label (the drop-down mark of 负数) */
  extra?: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`kp-fp-tool${className ? ` ${className}` : ''}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      {icon}
      <span>
        {label}
        {extra}
      </span>
    </button>
  );
}

function FptkForm({ props, zIndex, close }: TPopupProps<TFptkProps>) {
  const { invoiceType, subjectId } = props;
  const isRed = props.red === true;
  const isSpecial = invoiceType === 2;
  const toast = useToast();
  const popup = usePopup();
  const drawer = useSessionStore((state) => state.name);
  const { wrong, isWrong, setFromError, clear } = useWrongFields();
  /** 开票日期: the question's business date on the story's calendar */
  const invoiceDate = useSubjectDate(subjectId);

  const [buyer, setBuyer] = useState<TBuyer>(EMPTY_BUYER);
  const [lines, setLines] = useState<TLine[]>(() => [blankLine()]);
  /** the goods list (清单) once saved in qingdan: the face then shows the single line 详情见清单 */
  const [list, setList] = useState<TLine[] | null>(null);
  const [discount, setDiscount] = useState<TDiscountInput | null>(null);
  const [selected, setSelected] = useState<number | null>(0);
  const [priceMode, setPriceMode] = useState<TPriceMode>('inclusive');
  const [remark, setRemark] = useState('');
  const [payee, setPayee] = useState('');
  const [reviewer, setReviewer] = useState('');
  const [isNegativeMenuOpen, setNegativeMenuOpen] = useState(false);
  /** the table row of each line sent with the last save (the server's line index → row) */
  const [sentRows, setSentRows] = useState<number[]>([]);
  /** the list lines the server named in the last save, kept for qingdan (the form's highlight clears on click) */
  const [listWrong, setListWrong] = useState<string[]>([]);
  const [isSaving, setSaving] = useState(false);
  const savingRef = useRef(false);

  const qyxx = useQuery({ queryKey: kaipiaoKeys.qyxx, queryFn: kaipiaoApi.qyxxDetail }, queryClient);
  const number = useQuery(
    { queryKey: invoiceNumKey(invoiceType), queryFn: () => fetchInvoiceNum(invoiceType), staleTime: 0 },
    queryClient,
  );
  const redData = useQuery(
    {
      queryKey: redSubjectKey(subjectId),
      queryFn: () => kaipiaoApi.redSubject(subjectId),
      enabled: isRed,
      staleTime: 0,
    },
    queryClient,
  );

  const redLines = useMemo(() => (redData.data ? buildRedLines(redData.data.goods_data) : []), [redData.data]);
  const faceLines = isRed ? redLines : list ? [listSummaryLine(list)] : lines;
  const isEditable = !isRed && list === null;
  const shownBuyer: TBuyer =
    isRed && redData.data
      ? {
          kh_name: redData.data.kh_data.kh_name,
          kh_sbh: redData.data.kh_data.tax_num,
          address_telephone: redData.data.kh_data.address_telephone,
          bank_account: redData.data.kh_data.bank_account,
        }
      : buyer;
  const shownRemark = isRed ? (redData.data?.remark ?? '') : remark;
  const totals = computeTotals(faceLines);
  const hasListWrong = [...wrong].some((key) => key.startsWith('list:'));

  /** the server's line index of a table row (rows after the last sent one count on as missing lines) */
  function lineIndexOf(row: number): number {
    const index = sentRows.indexOf(row);
    if (index >= 0) return index;
    const last = sentRows.length > 0 ? sentRows[sentRows.length - 1] : -1;
    return row > last ? sentRows.length + (row - last - 1) : -1;
  }

  function isWrongAt(row: number, field?: string): boolean {
    if (list !== null && !isRed) return field === undefined && (hasListWrong || isWrong('line:0'));
    const index = lineIndexOf(row);
    if (index < 0) return false;
    if (field !== undefined) return isWrong(`line:${index}:${field}`);
    // the whole row only when it is missing or extra (a row with wrong fields has them highlighted one by one)
    const prefix = `line:${index}:`;
    return isWrong(`line:${index}`) && ![...wrong].some((key) => key.startsWith(prefix));
  }

  // ---- editing ----

  function edit(row: number, field: TEditableField, value: string) {
    setLines((current) => current.map((line, index) => (index === row ? editLine(line, field, value) : line)));
  }

  function blurMoney(row: number) {
    setLines((current) => current.map((line, index) => (index === row ? finishMoney(line) : line)));
  }

  function pickBuyer() {
    const pick: TKehubianmaProps = {
      onPick: (row: TBwkpKhbmRow) =>
        setBuyer({
          kh_name: row.kh_name,
          kh_sbh: row.tax_num,
          address_telephone: row.address_telephone,
          bank_account: row.bank_account,
        }),
    };
    popup.open('kehubianma', pick);
  }

  function pickGoods(row: number) {
    const pick: TSpbianmaProps = {
      onPick: (code: TBwkpGoodsCodeRow) =>
        setLines((current) => current.map((line, index) => (index === row ? lineFromGoodsCode(code) : line))),
    };
    setSelected(row);
    popup.open('spbianma', pick);
  }

  function openList() {
    const listProps: TQingdanProps = {
      invoiceType,
      lines: list ?? linesToSend(lines).lines,
      buyerName: buyer.kh_name,
      sellerName: qyxx.data?.nsr_mc ?? '',
      invoiceCode: number.data?.fp_dm ?? '',
      invoiceNum: number.data?.fp_num ?? '',
      date: invoiceDate,
      wrong: listWrong,
      onSave: (saved) => {
        setList(saved);
        setListWrong([]);
        setDiscount(null);
        setSelected(0);
      },
    };
    popup.open('qingdan', listProps);
  }

  function openDiscount() {
    if (list !== null) {
      void toast.warning(bwkpMessages.discountNotAllowed);
      return;
    }
    if (!hasFirstLineMoney(lines)) {
      void toast.warning(messages.goodsInfoFirst);
      return;
    }
    const discountProps: TZhekouProps = {
      lines,
      selected,
      onApply: (next, input) => {
        setLines(next);
        setDiscount(input);
      },
    };
    popup.open('zhekou', discountProps);
  }

  function addRow() {
    if (list !== null) {
      openList();
      return;
    }
    if (lines.length >= INVOICE_FACE_ROWS) {
      void toast.info(TOO_MANY_LINES_TIP);
      openList();
      return;
    }
    setSelected(lines.length);
    setLines((current) => [...current, blankLine()]);
  }

  function removeRow() {
    if (list !== null) {
      // the summary line stands for the list: removing it puts the list's lines back on the invoice when they fit
      if (list.length > INVOICE_FACE_ROWS) {
        void toast.info(TOO_MANY_LINES_TIP);
        return;
      }
      setLines(list.length > 0 ? list : [blankLine()]);
      setList(null);
      setSelected(0);
      return;
    }
    if (selected === null || lines[selected] === undefined) return;
    const kind = lines[selected].line_kind;
    if (kind === 'discount' || kind === 'discounted') setDiscount(null);
    const next = removeLine(lines, selected);
    const kept = next.length > 0 ? next : [blankLine()];
    setLines(kept);
    setSelected(Math.min(selected, kept.length - 1));
  }

  const notSupported = () => popup.open('notSupported');

  // ---- the negative (负数) button ----

  function negative() {
    if (isSpecial) setNegativeMenuOpen((open) => !open);
    else popup.open('hongziHx', { subjectId, invoiceType });
  }

  function manualRed() {
    setNegativeMenuOpen(false);
    void toast.warning(messages.redLetterImportOnly);
  }

  function importRed() {
    setNegativeMenuOpen(false);
    popup.open('hongziDr', { subjectId, invoiceType });
  }

  // ---- save ----

  function save() {
    if (savingRef.current) return;
    if (isRed && !redData.data) return;
    const face = linesToSend(faceLines);
    if (face.lines.length === 0) {
      void toast.warning(messages.goodsInfoFirst);
      return;
    }
    const body: Omit<TBwkpSaveInvoiceBody, 'class_id' | 'resource_id' | 'lesson_id' | 'course_id' | 'case_id'> = {
      subject_id: subjectId,
      invoice_type: invoiceType,
      invoice_status: isRed ? 2 : 1,
      kh_sbh: shownBuyer.kh_sbh,
      kh_name: shownBuyer.kh_name,
      address_telephone: shownBuyer.address_telephone,
      bank_account: shownBuyer.bank_account,
      goods_content: face.lines,
      remark: shownRemark,
    };
    if (!isRed && list !== null) body.list_goods = linesToSend(list).lines;
    if (!isRed && discount !== null) body.discount = discount;
    savingRef.current = true;
    setSaving(true);
    setSentRows(face.rows);
    kaipiaoApi
      .saveInvoice(body)
      .then((result) => {
        void toast.success(result.msg);
        useKaipiaoStore.getState().setProgress(result.progress);
        void queryClient.invalidateQueries({ queryKey: kaipiaoKeys.all });
        close();
      })
      .catch((error: unknown) => {
        void toast.error(errorText(error));
        setFromError(error);
        setListWrong(wrongKeysOf(error).filter((key) => key.startsWith('list:')));
      })
      .finally(() => {
        savingRef.current = false;
        setSaving(false);
      });
  }

  // ---- layout ----

  const typeName = invoiceTypeName(invoiceType);
  const seller = qyxx.data;
  const sellerFields = [
    { label: '名称', value: seller?.nsr_mc ?? '' },
    { label: '纳税人识别号', value: seller?.nsr_sbh ?? '' },
    { label: '地址、电话', value: [seller?.business_address, seller?.phone_number].filter(Boolean).join(' ') },
    { label: '开户行及账号', value: [seller?.bank_name, seller?.account].filter(Boolean).join(' ') },
  ];
  const moneyTotal = priceMode === 'inclusive' ? totals.total_money : totals.total_exclusive;
  const isTitleWrong = isWrong('type') || isWrong('status');

  return (
    <ClientWindow
      title={`${typeName}填开${isRed ? '（销项负数）' : ''}`}
      zIndex={zIndex}
      onClose={close}
      width={1080}
      testId="kp-fptk"
      onClickCapture={clear}
    >
      {/* a click anywhere but on the 负数 button and its menu closes the menu */}
      <div
        className={`kp-fp${isSpecial ? ' is-special' : ''}`}
        onClick={(event) => {
          if (!(event.target as HTMLElement).closest('.kp-fp-tool-wrap')) setNegativeMenuOpen(false);
        }}
      >
        <div className="kp-fp-toolbar">
          <Tool icon={<LogoutOutlined />} label="退出" onClick={close} />
          <div className="kp-fp-tool-sep" />
          <div className="kp-fp-tool-wrap">
            <Tool
              icon={<MinusCircleOutlined />}
              label="负数"
              extra={isSpecial ? <CaretDownOutlined style={{ fontSize: 9, marginLeft: 2 }} /> : null}
              onClick={negative}
              disabled={isRed}
            />
            {isNegativeMenuOpen ? (
              <div className="kp-fp-menu" role="menu">
                <button type="button" role="menuitem" onClick={manualRed}>
                  手工开具
                </button>
                <button type="button" role="menuitem" onClick={importRed}>
                  导入开具
                </button>
              </div>
            ) : null}
          </div>
          <Tool icon={<UnorderedListOutlined />} label="清单" onClick={openList} disabled={isRed} />
          <Tool icon={<PercentageOutlined />} label="折扣" onClick={openDiscount} disabled={isRed || list !== null} />
          <Tool icon={<PlusSquareOutlined />} label="增行" onClick={addRow} disabled={isRed} />
          <Tool icon={<MinusSquareOutlined />} label="减行" onClick={removeRow} disabled={isRed} />
          <div className="kp-fp-tool-sep" />
          <Tool icon={<PrinterOutlined />} label="打印" onClick={notSupported} />
          <Tool icon={<CopyOutlined />} label="复制" onClick={notSupported} />
          <Tool
            icon={<MoneyCollectOutlined />}
            label="价格"
            onClick={() => setPriceMode((mode) => (mode === 'inclusive' ? 'exclusive' : 'inclusive'))}
          />
          <Tool icon={<ImportOutlined />} label="导入" onClick={notSupported} />
          <Tool icon={<PauseCircleOutlined />} label="挂单" onClick={notSupported} />
          <Tool icon={<BarcodeOutlined />} label="代码" onClick={notSupported} />
          <div className="kp-fp-tool-sep" />
          <Tool
            icon={<SaveOutlined />}
            label="保存"
            onClick={save}
            disabled={isSaving || (isRed && !redData.data)}
            className="is-save"
          />
          <span className="kp-fp-price-mode">{priceMode === 'inclusive' ? '含税价格' : '不含税价格'}</span>
        </div>

        <div className="kp-fp-face">
          <div className="kp-fp-head">
            <div className="kp-fp-head-left">{isRed ? <span className="kp-fp-stamp">销项负数</span> : null}</div>
            <div className={`kp-fp-title${isTitleWrong ? ` ${WRONG_CLASS}` : ''}`} data-testid="kp-fptk-title">
              {typeName}
            </div>
            <div className="kp-fp-meta">
              <span>发票代码：</span>
              <b data-testid="kp-fptk-code">{number.data?.fp_dm ?? ''}</b>
              <span>发票号码：</span>
              <b data-testid="kp-fptk-num">{number.data?.fp_num ?? ''}</b>
              <span>开票日期：</span>
              <b data-testid="kp-fptk-date">{chineseDate(invoiceDate)}</b>
              {number.isError ? <span className="kp-fp-meta-error">{errorText(number.error)}</span> : null}
            </div>
          </div>

          <table className="kp-fp-grid kp-fp-party">
            <colgroup>
              <col style={{ width: 28 }} />
              <col style={{ width: 560 }} />
              <col style={{ width: 28 }} />
              <col />
            </colgroup>
            <tbody>
              {BUYER_FIELDS.map((field, index) => {
                const key = `customer:${field.key}`;
                const wrongField = isWrong(key);
                return (
                  <tr key={field.key}>
                    {index === 0 ? (
                      <td rowSpan={4} className="kp-fp-side">
                        购买方
                      </td>
                    ) : null}
                    <td className={wrongField ? WRONG_CLASS : undefined}>
                      <div className="kp-fp-field">
                        <span className="kp-fp-field-label">{field.label}</span>:
                        <span className="kp-fp-field-value">
                          <input
                            className={`kp-fp-input${wrongField ? ` ${WRONG_CLASS}` : ''}`}
                            aria-label={`购买方${field.label}`}
                            value={shownBuyer[field.key]}
                            readOnly={isRed}
                            onChange={(event) => {
                              const value = event.target.value;
                              setBuyer((current) => ({ ...current, [field.key]: value }));
                            }}
                          />
                          {field.key === 'kh_name' && !isRed ? (
                            <button
                              type="button"
                              className="kp-fp-pick"
                              aria-label="选择客户"
                              title="选择客户编码"
                              onClick={pickBuyer}
                            >
                              …
                            </button>
                          ) : null}
                        </span>
                      </div>
                    </td>
                    {index === 0 ? (
                      <>
                        <td rowSpan={4} className="kp-fp-side">
                          密码区
                        </td>
                        <td rowSpan={4} className="kp-fp-cipher" />
                      </>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>

          <table className="kp-fp-grid" data-testid="kp-fptk-goods">
            <GoodsGridColumns />
            <GoodsGridHead priceMode={priceMode} />
            <GoodsGrid
              lines={faceLines}
              onEdit={isEditable ? edit : undefined}
              onMoneyBlur={isEditable ? blurMoney : undefined}
              onPick={isEditable ? pickGoods : undefined}
              selected={selected}
              onSelect={setSelected}
              isWrongAt={isWrongAt}
              priceMode={priceMode}
              minRows={INVOICE_FACE_ROWS}
              footer={
                <>
                  <tr className="kp-fp-total">
                    <td style={{ textAlign: 'center', letterSpacing: 16 }}>合计</td>
                    <td colSpan={4} />
                    <td className="kp-fp-amount" data-testid="kp-fptk-total-money">
                      {formatYuan(moneyTotal)}
                    </td>
                    <td />
                    <td className="kp-fp-amount" data-testid="kp-fptk-total-tax">
                      {formatYuan(totals.total_tax)}
                    </td>
                  </tr>
                  <tr className="kp-fp-capital">
                    <td style={{ textAlign: 'center', color: 'var(--fp)' }}>价税合计(大写)</td>
                    <td colSpan={7}>
                      <div className="kp-fp-capital-value">
                        <span className="kp-fp-cross">ⓧ</span>
                        <span data-testid="kp-fptk-capital">{totals.capital}</span>
                        <span className="kp-fp-small">
                          (小写)<b data-testid="kp-fptk-total">{formatYuan(totals.total_money)}</b>
                        </span>
                      </div>
                    </td>
                  </tr>
                </>
              }
            />
          </table>

          <table className="kp-fp-grid kp-fp-party">
            <colgroup>
              <col style={{ width: 28 }} />
              <col style={{ width: 560 }} />
              <col style={{ width: 28 }} />
              <col />
            </colgroup>
            <tbody>
              {sellerFields.map((field, index) => (
                <tr key={field.label}>
                  {index === 0 ? (
                    <td rowSpan={4} className="kp-fp-side">
                      销售方
                    </td>
                  ) : null}
                  <td>
                    <div className="kp-fp-field">
                      <span className="kp-fp-field-label">{field.label}</span>:
                      <span className="kp-fp-field-value">
                        <span className="kp-fp-field-text" aria-label={`销售方${field.label}`}>
                          {field.value}
                        </span>
                      </span>
                    </div>
                  </td>
                  {index === 0 ? (
                    <>
                      <td rowSpan={4} className="kp-fp-side">
                        备注
                      </td>
                      <td rowSpan={4}>
                        <textarea
                          className={`kp-fp-remark${isWrong('remark') ? ` ${WRONG_CLASS}` : ''}`}
                          aria-label="备注"
                          value={shownRemark}
                          readOnly={isRed}
                          onChange={(event) => setRemark(event.target.value)}
                        />
                      </td>
                    </>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>

          <div className="kp-fp-sign">
            <label>
              收款人:
              <input className="kp-fp-input" value={payee} onChange={(event) => setPayee(event.target.value)} />
            </label>
            <label>
              复核:
              <input className="kp-fp-input" value={reviewer} onChange={(event) => setReviewer(event.target.value)} />
            </label>
            <span>
              开票人: <span className="kp-fp-who">{drawer}</span>
            </span>
            <span>销售方:(章)</span>
          </div>
          {isRed && redData.isPending ? <div className="kp-fp-loading">正在读取红字发票信息…</div> : null}
        </div>
      </div>
    </ClientWindow>
  );
}
