// /studentViews/handsonViews/book/page_7 (辅助核算明细账 / 核算项目明细账): the ledger of an account kept by auxiliary
// items, for one item (a customer on 应收账款, a supplier on 应付账款 …): its opening balance, every posted line with the
// running balance, 本月合计.
import type { TLxAuxKind, TLxExercise } from '@sxpt/contract';
import { Empty, Select } from 'antd';
import { useMemo, useState } from 'react';
import {
  BookHeading,
  BookTable,
  BookToolbar,
  bookRowClass,
  keyed,
  ledgerColumns,
  QueryBody,
  useLedger,
} from './book-tables';
import { LedgerLoadFailed, LedgerPage, LedgerPanel } from './lx-shell';
import { AUX_NAMES } from './voucher-editor';

function AuxLedger({ exercise }: { exercise: TLxExercise }) {
  const accounts = useMemo(
    () => exercise.accounts.filter((account) => account.leaf && account.aux.length > 0),
    [exercise.accounts],
  );
  const [code, setCode] = useState<string | undefined>(accounts[0]?.code);
  const account = accounts.find((entry) => entry.code === code);
  const kind: TLxAuxKind | undefined = account?.aux[0];
  const items = kind ? (exercise.aux_items[kind] ?? []) : [];
  const [item, setItem] = useState<string | undefined>(items[0]?.code);
  const chosen = items.some((entry) => entry.code === item) ? item : items[0]?.code;
  const ledger = useLedger(chosen && kind ? code : undefined, chosen && kind ? { aux: { kind, code: chosen } } : {});
  if (accounts.length === 0) {
    return (
      <LedgerPanel>
        <Empty description="本实训没有设置辅助核算的科目" />
      </LedgerPanel>
    );
  }
  const itemName = items.find((entry) => entry.code === chosen)?.name ?? '';
  return (
    <LedgerPanel>
      <BookToolbar>
        <Select
          aria-label="科目"
          value={code}
          onChange={(next) => {
            setCode(next);
            setItem(undefined);
          }}
          options={accounts.map((entry) => ({ value: entry.code, label: `${entry.code} ${entry.full_name}` }))}
          style={{ minWidth: 240 }}
        />
        {kind && (
          <Select
            aria-label={AUX_NAMES[kind]}
            showSearch
            optionFilterProp="label"
            value={chosen}
            onChange={setItem}
            options={items.map((entry) => ({ value: entry.code, label: `${entry.code} ${entry.name}` }))}
            style={{ minWidth: 280 }}
          />
        )}
      </BookToolbar>
      <QueryBody query={ledger} failed={<LedgerLoadFailed what="辅助核算明细账" />}>
        {(book) => (
          <>
            <BookHeading
              title="辅助核算明细账"
              account={`${book.account.code} ${book.account.full_name}　${kind ? AUX_NAMES[kind] : ''}：${itemName}`}
              exercise={exercise}
            />
            <BookTable
              label="辅助核算明细账"
              rows={keyed(book.rows)}
              columns={ledgerColumns()}
              rowClassName={bookRowClass}
              empty="本期没有该项目的记录"
            />
          </>
        )}
      </QueryBody>
    </LedgerPanel>
  );
}

export default function AuxLedgerPage() {
  return <LedgerPage title="辅助核算明细账">{(exercise) => <AuxLedger exercise={exercise} />}</LedgerPage>;
}
