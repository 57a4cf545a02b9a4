// /studentViews/handsonViews/voucher/page_1 (凭证汇总表): the student's vouchers of the period (all, or of one
// status) added by first-level account, with the count of vouchers and the numbers they run through.
import type { TLxExercise } from '@sxpt/contract';
import { Segmented, Table } from 'antd';
import { useState } from 'react';
import {
  Amount,
  amountColumn,
  BookHeading,
  BookTable,
  BookToolbar,
  QueryBody,
  summarizeByFirstLevel,
  type TSummaryRow,
  useVouchers,
  voucherRange,
} from './book-tables';
import { VOUCHER_STATUS_LABELS } from './lx-api';
import { LedgerLoadFailed, LedgerPage, LedgerPanel } from './lx-shell';

type TStatusFilter = 'all' | '0' | '1' | '2';

const STATUS_OPTIONS: { value: TStatusFilter; label: string }[] = [
  { value: 'all', label: '全部' },
  ...[0, 1, 2].map((status) => ({ value: String(status) as TStatusFilter, label: VOUCHER_STATUS_LABELS[status] })),
];

const columns = [
  { title: '科目编码', dataIndex: 'code', key: 'code', width: 110 },
  { title: '科目名称', dataIndex: 'name', key: 'name' },
  amountColumn<TSummaryRow & { key: string }>('借方金额', (row) => row.debit, { key: 'debit', width: 160 }),
  amountColumn<TSummaryRow & { key: string }>('贷方金额', (row) => row.credit, { key: 'credit', width: 160 }),
];

function Summary({ exercise }: { exercise: TLxExercise }) {
  const vouchers = useVouchers();
  const [status, setStatus] = useState<TStatusFilter>('all');
  return (
    <LedgerPanel>
      <BookToolbar>
        <span className="lx-book-chooser">
          <span className="lx-book-chooser-label">凭证状态</span>
          <Segmented<TStatusFilter>
            aria-label="凭证状态"
            options={STATUS_OPTIONS}
            value={status}
            onChange={setStatus}
          />
        </span>
      </BookToolbar>
      <QueryBody query={vouchers} failed={<LedgerLoadFailed what="凭证" />}>
        {(all) => {
          const chosen = status === 'all' ? all : all.filter((voucher) => String(voucher.status) === status);
          const summary = summarizeByFirstLevel(chosen, exercise.accounts);
          const rows = summary.rows.map((row) => ({ ...row, key: row.code }));
          return (
            <>
              <BookHeading title="凭证汇总表" exercise={exercise} />
              <div className="lx-book-facts" data-testid="lx-summary-facts">
                <span>凭证张数：{chosen.length} 张</span>
                {chosen.length > 0 ? <span>凭证号：{voucherRange(chosen)}</span> : null}
              </div>
              <BookTable
                label="凭证汇总表"
                rows={rows}
                columns={columns}
                empty={
                  all.length === 0
                    ? '还没有凭证：请先在「录凭证」中填制凭证'
                    : `没有${status === 'all' ? '' : VOUCHER_STATUS_LABELS[Number(status)]}的凭证`
                }
                summary={() =>
                  rows.length === 0 ? null : (
                    <Table.Summary.Row>
                      <Table.Summary.Cell index={0} colSpan={2} align="center">
                        合计
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={2} align="right" className="lx-book-amount">
                        <Amount value={summary.debit} zero />
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={3} align="right" className="lx-book-amount">
                        <Amount value={summary.credit} zero />
                      </Table.Summary.Cell>
                    </Table.Summary.Row>
                  )
                }
              />
            </>
          );
        }}
      </QueryBody>
    </LedgerPanel>
  );
}

export default function VoucherSummaryPage() {
  return <LedgerPage title="凭证汇总表">{(exercise) => <Summary exercise={exercise} />}</LedgerPage>;
}
