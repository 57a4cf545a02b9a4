// /studentViews/handsonViews/book/page_4 (数量金额明细账): the ledger of a leaf account kept in quantities (原材料,
// 库存商品…): 收入 (a debit), 发出 (a credit) and 结存, each in 数量, 单价 and 金额; 单价 = 金额 ÷ 数量 to two places.
import type { TLxAccount, TLxExercise } from '@sxpt/contract';
import { Empty } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  AccountSelect,
  Amount,
  BookHeading,
  BookLoading,
  BookTable,
  BookToolbar,
  bookRowClass,
  defaultAccount,
  keyed,
  QueryBody,
  quantityFlows,
  shortDate,
  type TKeyedRow,
  unitPrice,
  useBalance,
  useLedger,
} from './book-tables';
import { LedgerLoadFailed, LedgerPage, LedgerPanel } from './lx-shell';

const hasUnit = (account: TLxAccount) => account.unit !== null;

interface TFlowCells {
  quantity: string;
  amount: string;
}

/** A row's 收入 (its debit), 发出 (its credit) and 结存, each a quantity and an amount text (blank: none). */
function quantityRows(rows: TKeyedRow[]) {
  const flows = quantityFlows(rows);
  return rows.map((row, index) => {
    const received: TFlowCells = { quantity: flows[index].in, amount: row.debit };
    const issued: TFlowCells = { quantity: flows[index].out, amount: row.credit };
    const onHand: TFlowCells = {
      quantity: row.quantity_on_hand ?? '',
      amount: row.direction === '贷' ? `-${row.balance}` : row.balance,
    };
    return { ...row, received, issued, onHand };
  });
}

type TQuantityRow = ReturnType<typeof quantityRows>[number];

function flowColumns(title: string, key: 'received' | 'issued' | 'onHand'): ColumnsType<TQuantityRow>[number] {
  const zero = key === 'onHand';
  return {
    title,
    key,
    children: [
      { title: '数量', key: `${key}-q`, align: 'right', width: 80, render: (_, row) => row[key].quantity },
      {
        title: '单价',
        key: `${key}-p`,
        align: 'right',
        width: 90,
        className: 'lx-book-amount',
        render: (_, row) => <Amount value={unitPrice(row[key].amount, row[key].quantity)} />,
      },
      {
        title: '金额',
        key: `${key}-a`,
        align: 'right',
        width: 120,
        className: 'lx-book-amount',
        render: (_, row) => <Amount value={row[key].amount} zero={zero} />,
      },
    ],
  };
}

const columns: ColumnsType<TQuantityRow> = [
  { title: '日期', key: 'date', width: 64, align: 'center', render: (_, row) => shortDate(row.date) },
  { title: '凭证字号', key: 'voucher', dataIndex: 'voucher', width: 80, align: 'center' },
  { title: '摘要', key: 'summary', dataIndex: 'summary', className: 'lx-book-summary' },
  flowColumns('收入', 'received'),
  flowColumns('发出', 'issued'),
  flowColumns('结存', 'onHand'),
];

function QuantityLedger({ exercise }: { exercise: TLxExercise }) {
  const accounts = exercise.accounts.filter((account) => account.leaf && hasUnit(account));
  const balance = useBalance(accounts.length > 0);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const code = chosen ?? (balance.isPending ? undefined : defaultAccount(accounts, balance.data?.rows, hasUnit));
  const ledger = useLedger(code);
  if (accounts.length === 0) {
    return (
      <LedgerPanel>
        <Empty description="本实训没有进行数量核算的科目" />
      </LedgerPanel>
    );
  }
  const unitOf = (account: string) => accounts.find((entry) => entry.code === account)?.unit ?? '';
  return (
    <LedgerPanel>
      <BookToolbar>
        <AccountSelect accounts={accounts} value={code} onChange={setChosen} label="存货科目" />
      </BookToolbar>
      {code === undefined ? (
        <BookLoading />
      ) : (
        <QueryBody query={ledger} failed={<LedgerLoadFailed what="数量金额明细账" />}>
          {(book) => (
            <>
              <BookHeading
                title="数量金额明细账"
                account={`${book.account.code} ${book.account.full_name}（计量单位：${unitOf(book.account.code)}）`}
                exercise={exercise}
              />
              <BookTable
                label="数量金额明细账"
                rows={quantityRows(keyed(book.rows))}
                columns={columns}
                rowClassName={bookRowClass}
                empty="本科目没有期初余额和发生额"
              />
            </>
          )}
        </QueryBody>
      )}
    </LedgerPanel>
  );
}

export default function QuantityLedgerPage() {
  return <LedgerPage title="数量金额明细账">{(exercise) => <QuantityLedger exercise={exercise} />}</LedgerPage>;
}
