// /studentViews/handsonViews/book/all_account (总账): every first-level account with a balance or a movement this
// year, each with its 期初余额, 本月合计 and 本年累计; a chooser keeps to one account.
import type { TLxExercise } from '@sxpt/contract';
import { useQuery } from '@tanstack/react-query';
import { Empty, Select } from 'antd';
import { useState } from 'react';
import { BookHeading, BookTable, BookToolbar, bookRowClass, keyed, ledgerColumns, QueryBody } from './book-tables';
import { lxApi, lxKeys } from './lx-api';
import { LedgerLoadFailed, LedgerPage, LedgerPanel } from './lx-shell';

const columns = ledgerColumns({ noVoucher: true });

function General({ exercise }: { exercise: TLxExercise }) {
  const general = useQuery({ queryKey: lxKeys.general, queryFn: lxApi.general });
  const [account, setAccount] = useState<string | undefined>(undefined);
  return (
    <LedgerPanel>
      <QueryBody query={general} failed={<LedgerLoadFailed what="总账" />}>
        {(blocks) => {
          const shown = account ? blocks.filter((block) => block.code === account) : blocks;
          return (
            <>
              <BookToolbar>
                <span className="lx-book-chooser">
                  <span className="lx-book-chooser-label">一级科目</span>
                  <Select<string>
                    aria-label="一级科目"
                    style={{ width: 280 }}
                    allowClear
                    placeholder="全部科目"
                    value={account}
                    onChange={(code) => setAccount(code || undefined)}
                    showSearch={{ optionFilterProp: 'label' }}
                    notFoundContent="没有符合的科目"
                    options={blocks.map((block) => ({ value: block.code, label: `${block.code} ${block.name}` }))}
                  />
                </span>
              </BookToolbar>
              <BookHeading title="总分类账" exercise={exercise} />
              {shown.length === 0 ? (
                <Empty description="没有余额或发生额的科目：请先审核、记账凭证" />
              ) : (
                shown.map((block) => (
                  <section className="lx-book-block" key={block.code} aria-label={`${block.code} ${block.name}`}>
                    <div className="lx-book-block-title">
                      {block.code} {block.name}
                    </div>
                    <BookTable
                      label={`${block.code} ${block.name}总账`}
                      rows={keyed(block.rows)}
                      columns={columns}
                      rowClassName={bookRowClass}
                    />
                  </section>
                ))
              )}
            </>
          );
        }}
      </QueryBody>
    </LedgerPanel>
  );
}

export default function GeneralLedgerPage() {
  return <LedgerPage title="总账">{(exercise) => <General exercise={exercise} />}</LedgerPage>;
}
