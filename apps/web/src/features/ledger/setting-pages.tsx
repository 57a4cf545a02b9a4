// 设置 (setting/page_28–43). The exercise's company is set up already by the case: its chart (科目), voucher words
// (凭证字) and opening balances (财务初始余额) are real and shown read-only here; the other settings of the real
// software (currencies, permissions, backup …) are not part of the exercise, and their page says so plainly.
import type { TLxBalanceRow, TLxExercise } from '@sxpt/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Result, Table, Tag } from 'antd';
import { amountColumn, BookTable, QueryBody } from './book-tables';
import { lxApi, lxKeys } from './lx-api';
import { LedgerLoadFailed, LedgerPage, LedgerPanel } from './lx-shell';
import { AUX_NAMES } from './voucher-editor';

const READ_ONLY_NOTE = '本实训的账套已按案例建好，以下设置只供查看，不能修改。';

function ChartOfAccounts({ exercise }: { exercise: TLxExercise }) {
  return (
    <LedgerPanel title={`会计科目（${exercise.standard_name}，编码方案4-2-2-2）`}>
      <Alert type="info" showIcon message={READ_ONLY_NOTE} className="lx-toolbar" />
      <Table
        size="small"
        bordered
        rowKey="code"
        pagination={false}
        dataSource={exercise.accounts}
        columns={[
          { title: '科目编码', dataIndex: 'code', width: 120 },
          {
            title: '科目名称',
            key: 'name',
            render: (_, account) => (
              <span style={{ paddingLeft: (account.level - 1) * 16 }}>
                {account.name}
                {account.leaf ? null : <Tag className="lx-tag-inline">有下级</Tag>}
              </span>
            ),
          },
          {
            title: '余额方向',
            dataIndex: 'side',
            width: 90,
            render: (side: string) => (side === 'debit' ? '借' : '贷'),
          },
          {
            title: '辅助核算',
            key: 'aux',
            width: 160,
            render: (_, account) => account.aux.map((kind) => AUX_NAMES[kind]).join('、'),
          },
          {
            title: '账页格式',
            key: 'layout',
            width: 120,
            render: (_, account) => (account.unit ? `数量金额式（${account.unit}）` : '金额式'),
          },
        ]}
      />
    </LedgerPanel>
  );
}

function VoucherWords() {
  return (
    <LedgerPanel title="凭证字">
      <Alert type="info" showIcon message={READ_ONLY_NOTE} className="lx-toolbar" />
      <Table
        size="small"
        bordered
        rowKey="word"
        pagination={false}
        dataSource={[
          { word: '记', name: '记账凭证', use: '本案例使用：所有业务统一用“记”字，每月从1号起连续编号' },
          { word: '收', name: '收款凭证', use: '收取现金或银行存款的业务' },
          { word: '付', name: '付款凭证', use: '支付现金或银行存款的业务（现金与银行存款之间的划转只填付款凭证）' },
          { word: '转', name: '转账凭证', use: '不涉及现金和银行存款的业务' },
        ]}
        columns={[
          { title: '凭证字', dataIndex: 'word', width: 90 },
          { title: '名称', dataIndex: 'name', width: 140 },
          { title: '适用范围', dataIndex: 'use' },
        ]}
      />
    </LedgerPanel>
  );
}

type TOpeningRow = TLxBalanceRow & { key: string };

function OpeningBalances({ exercise }: { exercise: TLxExercise }) {
  const balance = useQuery({ queryKey: lxKeys.balance, queryFn: () => lxApi.balance() });
  return (
    <LedgerPanel title={`财务初始余额（${exercise.year}年${exercise.month}月1日）`}>
      <Alert type="info" showIcon message={READ_ONLY_NOTE} className="lx-toolbar" />
      <QueryBody query={balance} failed={<LedgerLoadFailed what="期初余额" />}>
        {(data) => (
          <BookTable<TOpeningRow>
            label="财务初始余额"
            rows={data.rows
              .filter(
                (row) => row.opening_debit !== '0.00' || row.opening_credit !== '0.00' || row.ytd_debit !== row.debit,
              )
              .map((row) => ({ ...row, key: row.code }))}
            columns={[
              { title: '科目编码', dataIndex: 'code', width: 110 },
              {
                title: '科目名称',
                key: 'name',
                render: (_, row) => <span style={{ paddingLeft: (row.level - 1) * 16 }}>{row.name}</span>,
              },
              amountColumn<TOpeningRow>('期初借方', (row) => row.opening_debit, { key: 'opening_debit', width: 140 }),
              amountColumn<TOpeningRow>('期初贷方', (row) => row.opening_credit, { key: 'opening_credit', width: 140 }),
            ]}
            empty="没有期初余额"
          />
        )}
      </QueryBody>
    </LedgerPanel>
  );
}

function NotInExercise({ title }: { title: string }) {
  return (
    <LedgerPanel>
      <Result
        status="info"
        title={title}
        subTitle="真实的财务软件在这里进行该项设置；本实训的账套已按案例设置好，不需要、也不能在此修改。请在“凭证”“账簿”“结账”“报表”中完成实训。"
      />
    </LedgerPanel>
  );
}

export function SettingPage({ page, title }: { page: string; title: string }) {
  return (
    <LedgerPage title={title}>
      {(exercise) =>
        page === 'page_28' ? (
          <ChartOfAccounts exercise={exercise} />
        ) : page === 'page_29' ? (
          <VoucherWords />
        ) : page === 'page_32' ? (
          <OpeningBalances exercise={exercise} />
        ) : (
          <NotInExercise title={title} />
        )
      }
    </LedgerPage>
  );
}

/** The page component of a 设置 route (page_28 … page_43). */
export function settingPageOf(page: string, title: string) {
  return function SettingRoute() {
    return <SettingPage page={page} title={title} />;
  };
}
