// /studentViews/handsonViews/book/account_balance (科目余额表): every account with a balance or a movement this year
// (first level only, or every level indented), 期初余额, 本期发生额, 本年累计 and 期末余额 each in 借方 and 贷方, the
// 合计 of the first level, and the books' checks (试算平衡 or what fails).
import type { TLxBalanceRow, TLxExercise } from '@sxpt/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Segmented, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { Amount, amountColumn, BookHeading, BookTable, BookToolbar, QueryBody, ytdTotals } from './book-tables';
import { LX_PATHS, lxApi, lxKeys } from './lx-api';
import { LedgerLoadFailed, LedgerPage, LedgerPanel } from './lx-shell';

type TLevel = 'first' | 'all';
type TRow = TLxBalanceRow & { key: string };

const LEVEL_OPTIONS: { value: TLevel; label: string }[] = [
  { value: 'first', label: '一级科目' },
  { value: 'all', label: '全部级次' },
];

function pair(title: string, debit: keyof TLxBalanceRow, credit: keyof TLxBalanceRow): ColumnsType<TRow>[number] {
  return {
    title,
    key: title,
    children: [
      amountColumn<TRow>('借方', (row) => String(row[debit]), { key: `${String(debit)}` }),
      amountColumn<TRow>('贷方', (row) => String(row[credit]), { key: `${String(credit)}` }),
    ],
  };
}

const columns: ColumnsType<TRow> = [
  {
    title: '科目编码',
    key: 'code',
    width: 100,
    render: (_, row) => <Link to={`${LX_PATHS.detail}?account=${row.code}`}>{row.code}</Link>,
  },
  {
    title: '科目名称',
    key: 'name',
    className: 'lx-book-summary',
    render: (_, row) => <span style={{ paddingLeft: (row.level - 1) * 16 }}>{row.name}</span>,
  },
  pair('期初余额', 'opening_debit', 'opening_credit'),
  pair('本期发生额', 'debit', 'credit'),
  pair('本年累计', 'ytd_debit', 'ytd_credit'),
  pair('期末余额', 'closing_debit', 'closing_credit'),
];

function TotalCell({ index, value }: { index: number; value: string }) {
  return (
    <Table.Summary.Cell index={index} align="right" className="lx-book-amount">
      <Amount value={value} zero />
    </Table.Summary.Cell>
  );
}

function TrialBalance({ exercise }: { exercise: TLxExercise }) {
  const balance = useQuery({ queryKey: lxKeys.balance, queryFn: lxApi.balance });
  const [level, setLevel] = useState<TLevel>('first');
  return (
    <LedgerPanel>
      <BookToolbar>
        <span className="lx-book-chooser">
          <span className="lx-book-chooser-label">科目级次</span>
          <Segmented<TLevel> aria-label="科目级次" options={LEVEL_OPTIONS} value={level} onChange={setLevel} />
        </span>
      </BookToolbar>
      <QueryBody query={balance} failed={<LedgerLoadFailed what="科目余额表" />}>
        {(data) => {
          const rows: TRow[] = data.rows
            .filter((row) => level === 'all' || row.level === 1)
            .sort((a, b) => a.code.localeCompare(b.code))
            .map((row) => ({ ...row, key: row.code }));
          const t = data.totals;
          const ytd = ytdTotals(data.rows);
          return (
            <>
              {data.problems.length > 0 ? (
                <Alert
                  className="lx-book-noprint"
                  type="warning"
                  showIcon
                  style={{ marginBottom: 12 }}
                  title="账簿检查未通过"
                  description={
                    <ul>
                      {data.problems.map((problem) => (
                        <li key={problem}>{problem}</li>
                      ))}
                    </ul>
                  }
                />
              ) : (
                <div className="lx-book-balanced" data-testid="lx-balanced">
                  试算平衡
                </div>
              )}
              <BookHeading title="科目余额表" exercise={exercise} />
              <BookTable
                label="科目余额表"
                rows={rows}
                columns={columns}
                rowClassName={(row) => (level === 'all' && row.level === 1 ? 'lx-book-first' : '')}
                empty="没有余额或发生额的科目"
                summary={() =>
                  rows.length === 0 ? null : (
                    <Table.Summary.Row>
                      <Table.Summary.Cell index={0} colSpan={2} align="center">
                        合计
                      </Table.Summary.Cell>
                      <TotalCell index={2} value={t.opening_debit} />
                      <TotalCell index={3} value={t.opening_credit} />
                      <TotalCell index={4} value={t.debit} />
                      <TotalCell index={5} value={t.credit} />
                      <TotalCell index={6} value={ytd.debit} />
                      <TotalCell index={7} value={ytd.credit} />
                      <TotalCell index={8} value={t.closing_debit} />
                      <TotalCell index={9} value={t.closing_credit} />
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

export default function TrialBalancePage() {
  return <LedgerPage title="科目余额表">{(exercise) => <TrialBalance exercise={exercise} />}</LedgerPage>;
}
