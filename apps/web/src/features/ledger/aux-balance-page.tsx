// /studentViews/handsonViews/book/page_6 (辅助核算余额表): the period's debits and credits of each leaf account with
// auxiliary items, per item (客户, 供应商, 部门, 职员, 项目), added exactly from the student's posted vouchers (the
// server has no call for it yet); the opening balances by item show in 明细账.
import type { TLxExercise } from '@sxpt/contract';
import { Empty } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  amountColumn,
  auxPeriodTotals,
  BookHeading,
  BookTable,
  QueryBody,
  type TAuxSumRow,
  useVouchers,
} from './book-tables';
import { LedgerLoadFailed, LedgerPage, LedgerPanel } from './lx-shell';

const columns: ColumnsType<TAuxSumRow> = [
  {
    title: '科目',
    key: 'account',
    render: (_, row) => `${row.account} ${row.accountName}`,
  },
  { title: '核算项目', key: 'item', dataIndex: 'item' },
  amountColumn<TAuxSumRow>('本期借方', (row) => row.debit, { key: 'debit', width: 140 }),
  amountColumn<TAuxSumRow>('本期贷方', (row) => row.credit, { key: 'credit', width: 140 }),
];

function AuxBalance({ exercise }: { exercise: TLxExercise }) {
  const vouchers = useVouchers();
  const hasAux = exercise.accounts.some((account) => account.leaf && account.aux.length > 0);
  if (!hasAux) {
    return (
      <LedgerPanel>
        <Empty description="本实训没有设置辅助核算的科目" />
      </LedgerPanel>
    );
  }
  return (
    <LedgerPanel>
      <QueryBody query={vouchers} failed={<LedgerLoadFailed what="辅助核算余额表" />}>
        {(all) => (
          <>
            <BookHeading title="辅助核算余额表" exercise={exercise} />
            <BookTable
              label="辅助核算余额表"
              rows={auxPeriodTotals(all, exercise)}
              columns={columns}
              empty="本期没有已记账的辅助核算发生额"
            />
            <div className="lx-book-note">
              说明：本表按已记账凭证汇总本期发生额；各核算项目的期初余额请在「明细账」中查看。
            </div>
          </>
        )}
      </QueryBody>
    </LedgerPanel>
  );
}

export default function AuxBalancePage() {
  return <LedgerPage title="辅助核算余额表">{(exercise) => <AuxBalance exercise={exercise} />}</LedgerPage>;
}
