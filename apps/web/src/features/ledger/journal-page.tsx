// /studentViews/handsonViews/cashier/page_18 (日记账): 现金日记账 of 库存现金 (1001) or 银行存款日记账 of a bank
// account (a leaf of 1002), posting by posting with a 本日合计 after each day.
import type { TLxAccount, TLxExercise } from '@sxpt/contract';
import { Empty } from 'antd';
import { useState } from 'react';
import {
  AccountSelect,
  BookHeading,
  BookLoading,
  BookTable,
  BookToolbar,
  bookRowClass,
  defaultAccount,
  keyed,
  ledgerColumns,
  QueryBody,
  useBalance,
  useLedger,
} from './book-tables';
import { LedgerLoadFailed, LedgerPage, LedgerPanel } from './lx-shell';

const isCashOrBank = (account: TLxAccount) =>
  account.leaf && (account.code === '1001' || account.code.startsWith('1002'));

const columns = ledgerColumns();

function Journal({ exercise }: { exercise: TLxExercise }) {
  const accounts = exercise.accounts.filter(isCashOrBank);
  const balance = useBalance(accounts.length > 0);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const code =
    chosen ??
    (balance.isPending ? undefined : (defaultAccount(accounts, balance.data?.rows, isCashOrBank) ?? accounts[0]?.code));
  const ledger = useLedger(code, { daily: true });
  if (accounts.length === 0) {
    return (
      <LedgerPanel>
        <Empty description="本实训没有库存现金或银行存款科目" />
      </LedgerPanel>
    );
  }
  return (
    <LedgerPanel>
      <BookToolbar>
        <AccountSelect accounts={accounts} value={code} onChange={setChosen} label="现金/银行科目" />
      </BookToolbar>
      {code === undefined ? (
        <BookLoading />
      ) : (
        <QueryBody query={ledger} failed={<LedgerLoadFailed what="日记账" />}>
          {(book) => (
            <>
              <BookHeading
                title={book.account.code === '1001' ? '现金日记账' : '银行存款日记账'}
                account={`${book.account.code} ${book.account.full_name}`}
                exercise={exercise}
              />
              <BookTable
                label="日记账"
                rows={keyed(book.rows)}
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

export default function JournalPage() {
  return <LedgerPage title="日记账">{(exercise) => <Journal exercise={exercise} />}</LedgerPage>;
}
