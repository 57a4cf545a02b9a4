// /studentViews/handsonViews/book/page_6 (辅助核算余额表 / 核算项目余额表): each leaf account kept by auxiliary items
// (客户, 供应商, 部门, 个人, 项目), item by item: the opening balance, the period's posted debits and credits and the
// closing balance, as the server computes them from the opening and the posted vouchers.
import type { TLxAuxBalanceRow, TLxExercise } from '@sxpt/contract';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { amountColumn, BookHeading, BookTable, QueryBody } from './book-tables';
import { lxApi, lxKeys } from './lx-api';
import { LedgerLoadFailed, LedgerPage, LedgerPanel } from './lx-shell';

type TRow = TLxAuxBalanceRow & { key: string };

const columns: ColumnsType<TRow> = [
  { title: '科目', key: 'account', render: (_, row) => `${row.account} ${row.account_name}` },
  { title: '核算项目', key: 'item', dataIndex: 'item_name' },
  {
    title: '期初余额',
    children: [
      amountColumn<TRow>('借方', (row) => row.opening_debit, { key: 'opening_debit', width: 120 }),
      amountColumn<TRow>('贷方', (row) => row.opening_credit, { key: 'opening_credit', width: 120 }),
    ],
  },
  {
    title: '本期发生额',
    children: [
      amountColumn<TRow>('借方', (row) => row.debit, { key: 'debit', width: 120 }),
      amountColumn<TRow>('贷方', (row) => row.credit, { key: 'credit', width: 120 }),
    ],
  },
  {
    title: '期末余额',
    children: [
      amountColumn<TRow>('借方', (row) => row.closing_debit, { key: 'closing_debit', width: 120 }),
      amountColumn<TRow>('贷方', (row) => row.closing_credit, { key: 'closing_credit', width: 120 }),
    ],
  },
];

function AuxBalance({ exercise }: { exercise: TLxExercise }) {
  const rows = useQuery({ queryKey: lxKeys.auxBalance, queryFn: () => lxApi.auxBalance() });
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
      <QueryBody query={rows} failed={<LedgerLoadFailed what="辅助核算余额表" />}>
        {(all) => (
          <>
            <BookHeading title="辅助核算余额表" exercise={exercise} />
            <BookTable
              label="辅助核算余额表"
              rows={all.map((row) => ({ ...row, key: `${row.account}|${row.item_name}` }))}
              columns={columns}
              empty="没有辅助核算的余额或发生额"
            />
            <div className="lx-book-note">说明：本表按期初余额和已记账凭证计算；未记账的凭证不计入。</div>
          </>
        )}
      </QueryBody>
    </LedgerPanel>
  );
}

export default function AuxBalancePage() {
  return <LedgerPage title="辅助核算余额表">{(exercise) => <AuxBalance exercise={exercise} />}</LedgerPage>;
}
