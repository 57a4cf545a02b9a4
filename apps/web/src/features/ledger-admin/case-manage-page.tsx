// /adminViews/exerciseAdmin/course_management: the real-ledger cases with their period, items and use; 检查 (the
// problems the engine finds, or the model statements it draws), 启用 (refused while the case has problems), 停用,
// 导出 (the case as a JSON file) and 导入 (a case file, saved as a new draft and checked), 删除.
import { UploadOutlined } from '@ant-design/icons';
import type { TLxCaseCheck, TLxCaseIndexBody, TLxCaseRow } from '@sxpt/contract';
import type { TLedgerCase } from '@sxpt/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Input, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { pagingOf } from '../admin/admin-format';
import { ledgerAdminApi, ledgerAdminKeys } from './ledger-admin-api';
import { StatementTable } from './statement-table';

function CheckResult({ check }: { check: TLxCaseCheck }) {
  if (check.problems.length > 0) {
    return (
      <Alert
        type="error"
        showIcon
        message={`案例有${check.problems.length}处问题，修改前不能启用`}
        description={
          <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 320, overflow: 'auto' }}>
            {check.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        }
      />
    );
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="success" showIcon message="案例检查通过：科目、期初余额和全部参考凭证符合记账规则，参考报表如下" />
      {check.statements.map((statement) => (
        <StatementTable key={statement.type} statement={statement} height={320} />
      ))}
    </Space>
  );
}

function download(name: string, data: TLedgerCase) {
  const blob = new Blob([JSON.stringify({ name, data }, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

export default function LedgerCaseManagePage() {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [query, setQuery] = useState<TLxCaseIndexBody>({ page: 1, page_size: 20, keyword: '' });
  const [keyword, setKeyword] = useState('');
  const cases = useQuery({
    queryKey: ledgerAdminKeys.list(query),
    queryFn: () => ledgerAdminApi.list(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ledgerAdminKeys.all });
  const act = async (action: () => Promise<unknown>, done: string) => {
    await action();
    message.success(done);
    await refresh();
  };
  const showCheck = async (row: TLxCaseRow) => {
    const detail = await ledgerAdminApi.detail(row.id);
    const check = await ledgerAdminApi.check(detail.data);
    modal.info({ title: `检查：${row.name}`, width: 760, content: <CheckResult check={check} />, okText: '关闭' });
  };
  const importFile = async (file: File) => {
    let parsed: { name?: unknown; data?: unknown };
    try {
      parsed = JSON.parse(await file.text()) as { name?: unknown; data?: unknown };
    } catch {
      message.error('文件不是有效的案例文件（JSON）');
      return;
    }
    const name =
      typeof parsed.name === 'string' && parsed.name.trim() ? parsed.name.trim() : file.name.replace(/\.json$/i, '');
    const saved = await ledgerAdminApi.save(name, parsed.data as TLedgerCase);
    await refresh();
    modal.info({
      title: `已导入为新案例（未启用）：${name}`,
      width: 760,
      content: <CheckResult check={saved} />,
      okText: '关闭',
    });
  };
  if (cases.isError)
    return <LoadFailed title="账务实训案例加载失败" error={cases.error} onRetry={() => cases.refetch()} />;
  return (
    <Card
      title="账务实训 · 课程管理"
      extra={
        <Upload
          accept=".json,application/json"
          showUploadList={false}
          beforeUpload={(file) => {
            void importFile(file).catch(() => undefined);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>导入案例</Button>
        </Upload>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message="案例以数据文件维护：导出已有案例，修改后导入为新案例；每次导入和启用都由系统检查科目、期初余额和全部参考凭证，并按参考凭证计算参考报表。在线编辑科目、业务和凭证的页面尚在建设中。"
      />
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="案例名称或企业名称"
          style={{ width: 300 }}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => setQuery({ ...query, page: 1, keyword: value.trim() })}
        />
      </Flex>
      <Table<TLxCaseRow>
        rowKey="id"
        loading={cases.isFetching}
        dataSource={cases.data?.list ?? []}
        pagination={pagingOf(cases.data, (page, pageSize) => setQuery({ ...query, page, page_size: pageSize }))}
        columns={[
          {
            title: '案例',
            dataIndex: 'name',
            render: (name: string, row) => (
              <div>
                <Typography.Text strong>{name}</Typography.Text>
                <div style={{ color: '#888', fontSize: 12 }}>{row.company_name}</div>
              </div>
            ),
          },
          { title: '会计期间', dataIndex: 'period', width: 200 },
          { title: '业务', dataIndex: 'item_count', width: 70, align: 'center' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (status: number) => (status === 1 ? <Tag color="green">已启用</Tag> : <Tag>未启用</Tag>),
          },
          {
            title: '课时 / 学生',
            key: 'use',
            width: 100,
            render: (_, row) => `${row.lesson_count} / ${row.practice_count}`,
          },
          { title: '更新时间', dataIndex: 'updated_at', width: 150, render: (at: string) => formatDateTime(at) },
          {
            title: '操作',
            key: 'actions',
            width: 280,
            render: (_, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => showCheck(row).catch(() => undefined)}>
                  检查
                </Button>
                {row.status === 1 ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => act(() => ledgerAdminApi.setStatus(row.id, 0), '已停用').catch(() => undefined)}
                  >
                    停用
                  </Button>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => act(() => ledgerAdminApi.setStatus(row.id, 1), '已启用').catch(() => undefined)}
                  >
                    启用
                  </Button>
                )}
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    ledgerAdminApi
                      .detail(row.id)
                      .then((detail) => download(detail.name, detail.data))
                      .catch(() => undefined)
                  }
                >
                  导出
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    modal.confirm({
                      title: `删除案例「${row.name}」？`,
                      content: '删除后不能恢复。已被课时选用或已有学生做过的案例不能删除。',
                      okText: '删除',
                      okButtonProps: { danger: true },
                      cancelText: '取消',
                      onOk: () => act(() => ledgerAdminApi.remove(row.id), '删除成功').catch(() => undefined),
                    })
                  }
                >
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
