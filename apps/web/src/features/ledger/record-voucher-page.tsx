// 录凭证 (record_voucher): the month's business items on the left (with their state: 未做, 正确, 有误; the period-end
// items last), and for the chosen item what happened, its original documents and the voucher editor. 保存 sends the
// voucher: a broken rule is refused with its message (nothing saved); a saved voucher is graded at once with the
// item's other vouchers, the wrong lines outlined in red (never the right values). Once the item is right, or the
// period closed, the model voucher is shown beside.
import type { TLxExercise, TLxItemDetail, TLxItemRow } from '@sxpt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Collapse, Empty, List, Space, Spin, Tabs, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { LedgerDocuments } from './documents';
import { formatAmount, lxApi, lxKeys, VOUCHER_STATUS_LABELS } from './lx-api';
import { LedgerLoadFailed, LedgerPage } from './lx-shell';
import { blankVoucher, editorOf, linesOf, type TEditorState, VoucherEditor } from './voucher-editor';

const STATE_TAGS: Record<TLxItemRow['state'], { color: string; label: string }> = {
  0: { color: 'default', label: '未做' },
  1: { color: 'success', label: '正确' },
  2: { color: 'error', label: '有误' },
};

function ItemList({
  items,
  selected,
  onSelect,
}: {
  items: readonly TLxItemRow[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const daily = items.filter((item) => !item.period_end);
  const periodEnd = items.filter((item) => item.period_end);
  const row = (item: TLxItemRow) => (
    <List.Item
      key={item.id}
      className={`lx-item${item.id === selected ? ' lx-item-active' : ''}`}
      onClick={() => onSelect(item.id)}
      data-testid={`lx-item-${item.id}`}
    >
      <span className="lx-item-no">{item.id}</span>
      <span className="lx-item-date">{item.date.slice(5)}</span>
      <span className="lx-item-title">{item.title}</span>
      <Tag color={STATE_TAGS[item.state].color}>{STATE_TAGS[item.state].label}</Tag>
    </List.Item>
  );
  return (
    <div className="lx-items" role="navigation" aria-label="业务列表">
      <div className="lx-items-group">日常业务</div>
      <List size="small" dataSource={daily} renderItem={row} />
      {periodEnd.length > 0 && (
        <>
          <div className="lx-items-group">期末处理</div>
          <List size="small" dataSource={periodEnd} renderItem={row} />
        </>
      )}
    </div>
  );
}

interface TFeedback {
  type: 'success' | 'error' | 'info' | 'warning';
  message: string;
  problems?: string[];
}

function ItemWork({ exercise, itemId }: { exercise: TLxExercise; itemId: number }) {
  const client = useQueryClient();
  const detail = useQuery({ queryKey: lxKeys.item(itemId), queryFn: () => lxApi.item(itemId) });
  const [state, setState] = useState<TEditorState | null>(null);
  const [wrongLines, setWrongLines] = useState<number[]>([]);
  const [feedback, setFeedback] = useState<TFeedback | null>(null);
  const [saving, setSaving] = useState(false);

  // a new item: start from its first draft voucher, or a blank one dated on the item's day
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the item: a refetch after a save keeps what is on screen
  useEffect(() => {
    if (!detail.data) return;
    const item: TLxItemDetail = detail.data;
    const draft = item.vouchers.find((voucher) => voucher.status === 0) ?? item.vouchers[0];
    setState(draft ? editorOf(draft) : blankVoucher(item.date, item.documents.length));
    setWrongLines([]);
    setFeedback(null);
    // only when another item is chosen (or first loaded): a refetch after a save keeps what is on screen
  }, [detail.data?.id]);

  if (detail.isLoading || !state) {
    return (
      <div className="lx-loading">
        <Spin />
      </div>
    );
  }
  if (detail.isError || !detail.data) return <LedgerLoadFailed what="业务" />;
  const item = detail.data;
  const current = item.vouchers.find((voucher) => voucher.id === state.voucherId) ?? null;
  const readOnly = exercise.closed || (current !== null && current.status !== 0);

  const save = async () => {
    setSaving(true);
    setFeedback(null);
    try {
      const result = await lxApi.setAnswer({
        item_id: item.id,
        ...(state.voucherId !== null ? { voucher_id: state.voucherId } : {}),
        word: state.word,
        date: state.date,
        attachments: state.attachments,
        lines: linesOf(state),
      });
      setState((previous) =>
        previous ? { ...previous, voucherId: result.voucher.id, number: result.voucher.number } : previous,
      );
      setWrongLines(result.wrong_lines);
      if (result.right === true) setFeedback({ type: 'success', message: '保存成功，凭证正确' });
      else if (result.right === false) {
        setFeedback({
          type: 'error',
          message:
            result.wrong_lines.length > 0
              ? `保存成功，凭证有误：第${result.wrong_lines.join('、')}行有误，请检查科目、方向、辅助核算和金额`
              : '保存成功，凭证有误：分录不完整，还有应记的科目未记',
        });
      } else {
        setFeedback({ type: 'info', message: '保存成功。本业务还需编制其他凭证，全部填完后判断对错' });
      }
      await client.invalidateQueries({ queryKey: lxKeys.all });
    } catch (error) {
      const problems =
        error instanceof ApiError
          ? ((error.data as { problems?: { message: string }[] } | null)?.problems ?? []).map((p) => p.message)
          : [];
      setFeedback({
        type: 'warning',
        message: error instanceof Error ? error.message : '保存失败',
        problems: problems.length > 1 ? problems : undefined,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="lx-work">
      <section className="lx-item-head">
        <h3>
          业务{item.id}　{item.title}
        </h3>
        <p className="lx-item-desc">{item.description}</p>
      </section>
      <Collapse
        size="small"
        defaultActiveKey={item.documents.length > 0 ? ['docs'] : []}
        items={[
          {
            key: 'docs',
            label: `原始凭证（${item.documents.length}张）`,
            children: <LedgerDocuments documents={item.documents} />,
          },
        ]}
      />
      {item.vouchers.length > 0 && (
        <Tabs
          size="small"
          activeKey={state.voucherId === null ? 'new' : String(state.voucherId)}
          onChange={(key) => {
            setWrongLines([]);
            setFeedback(null);
            const voucher = item.vouchers.find((v) => String(v.id) === key);
            setState(voucher ? editorOf(voucher) : blankVoucher(item.date, 0));
          }}
          items={[
            ...item.vouchers.map((voucher) => ({
              key: String(voucher.id),
              label: `${voucher.word}-${voucher.number}（${VOUCHER_STATUS_LABELS[voucher.status]}）`,
            })),
            ...(exercise.closed ? [] : [{ key: 'new', label: '＋ 新凭证' }]),
          ]}
        />
      )}
      <VoucherEditor
        exercise={exercise}
        state={state}
        onChange={setState}
        wrongLines={wrongLines}
        readOnly={readOnly}
      />
      {feedback && (
        <Alert
          className="lx-feedback"
          type={feedback.type}
          showIcon
          message={feedback.message}
          description={
            feedback.problems ? (
              <ul className="lx-problems">
                {feedback.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : undefined
          }
          data-testid="voucher-feedback"
        />
      )}
      <Space className="lx-actions">
        {!readOnly && (
          <Button type="primary" loading={saving} onClick={save}>
            保存
          </Button>
        )}
        {!readOnly && (
          <Button
            onClick={() => {
              setWrongLines([]);
              setFeedback(null);
              setState(
                state.voucherId === null || !current
                  ? blankVoucher(item.date, item.documents.length)
                  : editorOf(current),
              );
            }}
          >
            重置
          </Button>
        )}
        {readOnly && current && current.status !== 0 && (
          <span className="lx-hint">
            该凭证{VOUCHER_STATUS_LABELS[current.status]}，不能修改
            {current.status === 1 ? '（在“查凭证”中取消审核后可修改）' : '（错误请在“查凭证”中红字冲销后重新填制）'}
          </span>
        )}
      </Space>
      {item.answer && (
        <Collapse
          size="small"
          className="lx-answer"
          items={[
            {
              key: 'answer',
              label: '参考答案',
              children: item.answer.map((voucher, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the model vouchers never move
                <table key={index} className="lx-answer-table">
                  <thead>
                    <tr>
                      <th>摘要</th>
                      <th>会计科目</th>
                      <th>借方金额</th>
                      <th>贷方金额</th>
                    </tr>
                  </thead>
                  <tbody>
                    {voucher.lines.map((line, lineIndex) => {
                      const account = exercise.accounts.find((a) => a.code === line.account);
                      const aux = Object.entries(line.aux ?? {})
                        .map(([kind, code]) => {
                          const list = exercise.aux_items[kind as keyof typeof exercise.aux_items] ?? [];
                          return list.find((entry) => entry.code === code)?.name ?? code;
                        })
                        .join('、');
                      return (
                        // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines
                        <tr key={lineIndex}>
                          <td>{line.summary}</td>
                          <td>
                            {line.account} {account?.full_name}
                            {aux && `（${aux}）`}
                            {line.quantity && ` 数量${line.quantity}`}
                          </td>
                          <td className="num">{formatAmount(line.debit)}</td>
                          <td className="num">{formatAmount(line.credit)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              )),
            },
          ]}
        />
      )}
    </div>
  );
}

function RecordVoucher({ exercise }: { exercise: TLxExercise }) {
  const [params, setParams] = useSearchParams();
  const fromQuery = Number(params.get('item'));
  const firstOpen = useMemo(
    () => exercise.items.find((item) => item.state !== 1)?.id ?? exercise.items[0]?.id ?? null,
    [exercise.items],
  );
  const [selected, setSelected] = useState<number | null>(
    exercise.items.some((item) => item.id === fromQuery) ? fromQuery : firstOpen,
  );
  if (exercise.items.length === 0) return <Empty description="本实训没有业务" />;
  return (
    <div className="lx-record">
      <ItemList
        items={exercise.items}
        selected={selected}
        onSelect={(id) => {
          setSelected(id);
          setParams({ item: String(id) }, { replace: true });
        }}
      />
      {selected !== null && <ItemWork key={selected} exercise={exercise} itemId={selected} />}
    </div>
  );
}

export default function RecordVoucherPage() {
  return <LedgerPage title="录凭证">{(exercise) => <RecordVoucher exercise={exercise} />}</LedgerPage>;
}
