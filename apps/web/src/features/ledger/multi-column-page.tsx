// /studentViews/handsonViews/book/page_3 (多栏账): the ledger of an account with children (管理费用, 销售费用,
// 应交税费…), its 三栏 and one column per child (the amount on the account's side: a credit to an expense shows
// negative).
import type { TLxExercise } from '@sxpt/contract';
import { Empty } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  AccountSelect,
  Amount,
  BookHeading,
  BookTable,
  BookToolbar,
  bookRowClass,
  columnTotals,
  keyed,
  ledgerColumns,
  QueryBody,
  type TKeyedRow,
  useLedger,
} from './book-tables';
import { LedgerLoadFailed, LedgerPage, LedgerPanel } from './lx-shell';

/** The accounts a 多栏账 opens on first, in order: 管理费用, 销售费用 (小企业, then 企业会计准则). */
const PREFERRED = ['5602', '6602', '5601', '6601'];

function MultiColumn({ exercise }: { exercise: TLxExercise }) {
  const parents = exercise.accounts.filter((account) => !account.leaf);
  const first =
    PREFERRED.find((code) => parents.some((account) => account.code === code)) ?? parents[0]?.code ?? undefined;
  const [code, setCode] = useState<string | undefined>(first);
  const ledger = useLedger(code, { columns: true });
  if (parents.length === 0) {
    return (
      <LedgerPanel>
        <Empty description="本实训没有设有明细科目的科目，无需多栏账" />
      </LedgerPanel>
    );
  }
  return (
    <LedgerPanel>
      <BookToolbar>
        <AccountSelect accounts={parents} value={code} onChange={setCode} label="多栏账科目" />
      </BookToolbar>
      <QueryBody query={ledger} failed={<LedgerLoadFailed what="多栏账" />}>
        {(book) => {
          const side = book.account.side === 'credit' ? '贷方' : '借方';
          const month = columnTotals(book.rows);
          const cell = (row: TKeyedRow, child: string) =>
            row.kind === 'month' ? month[child] : row.kind === 'entry' ? row.columns?.[child] : undefined;
          const childColumns: ColumnsType<TKeyedRow> =
            book.children.length === 0
              ? []
              : [
                  {
                    title: `${side}金额分析`,
                    key: 'columns',
                    children: book.children.map((child) => ({
                      title: child.name,
                      key: `c-${child.code}`,
                      align: 'right' as const,
                      width: 110,
                      className: 'lx-book-amount',
                      render: (_: unknown, row: TKeyedRow) => <Amount value={cell(row, child.code)} />,
                    })),
                  },
                ];
          return (
            <>
              <BookHeading
                title={`${book.account.name}多栏式明细账`}
                account={`${book.account.code} ${book.account.full_name}`}
                exercise={exercise}
              />
              <BookTable
                label="多栏账"
                rows={keyed(book.rows)}
                columns={[...ledgerColumns(), ...childColumns]}
                rowClassName={bookRowClass}
                empty="本科目没有期初余额和发生额"
              />
            </>
          );
        }}
      </QueryBody>
    </LedgerPanel>
  );
}

export default function MultiColumnPage() {
  return <LedgerPage title="多栏账">{(exercise) => <MultiColumn exercise={exercise} />}</LedgerPage>;
}
