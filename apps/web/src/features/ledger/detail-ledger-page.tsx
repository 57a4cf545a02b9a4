// /studentViews/handsonViews/book/detailed_account (明细账): the 三栏式 ledger of any account of the chart (a parent
// lists its children's postings), with the 数量 columns when the account keeps quantities. ?account=<code> opens one.
import type { TLxExercise } from '@sxpt/contract';
import { Empty } from 'antd';
import { useSearchParams } from 'react-router';
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
  quantityColumns,
  useBalance,
  useLedger,
} from './book-tables';
import { LedgerLoadFailed, LedgerPage, LedgerPanel } from './lx-shell';

function Detail({ exercise }: { exercise: TLxExercise }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('account');
  const known = asked && exercise.accounts.some((account) => account.code === asked) ? asked : null;
  const balance = useBalance(known === null);
  const waiting = known === null && balance.isPending;
  const code = known ?? (waiting ? undefined : defaultAccount(exercise.accounts, balance.data?.rows));
  const ledger = useLedger(code);
  const choose = (next: string) => setParams({ account: next }, { replace: true });
  if (exercise.accounts.length === 0) {
    return (
      <LedgerPanel>
        <Empty description="本实训没有会计科目" />
      </LedgerPanel>
    );
  }
  return (
    <LedgerPanel>
      <BookToolbar>
        <AccountSelect accounts={exercise.accounts} value={code} onChange={choose} />
      </BookToolbar>
      {code === undefined ? (
        <BookLoading />
      ) : (
        <QueryBody query={ledger} failed={<LedgerLoadFailed what="明细账" />}>
          {(book) => {
            const withQuantity = book.account.unit !== null && book.rows.some((row) => 'quantity_on_hand' in row);
            const base = ledgerColumns();
            const columns = withQuantity
              ? [...base.slice(0, 3), ...quantityColumns(book.rows, book.account.unit), ...base.slice(3)]
              : base;
            return (
              <>
                <BookHeading
                  title={withQuantity ? '数量金额明细账' : '明细分类账'}
                  account={`${book.account.code} ${book.account.full_name}`}
                  exercise={exercise}
                />
                <BookTable
                  label="明细账"
                  rows={keyed(book.rows)}
                  columns={columns}
                  rowClassName={bookRowClass}
                  empty="本科目没有期初余额和发生额"
                />
              </>
            );
          }}
        </QueryBody>
      )}
    </LedgerPanel>
  );
}

export default function DetailLedgerPage() {
  return <LedgerPage title="明细账">{(exercise) => <Detail exercise={exercise} />}</LedgerPage>;
}
