import { PlusOutlined } from '@ant-design/icons';
import type { TBwkpAdminKhbmRow } from '@sxpt/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Empty, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { OrderButtons } from '../admin/order-buttons';
import { saveKhbm } from './bwkp-admin-api';
import { khbmEditPath } from './bwkp-admin-paths';
import { CaseScreen } from './case-shell';
import { moveRow, removeRow } from './list-ops';
import { useKhbm, useRefreshCase } from './use-case-data';

const dash = (text: string) => text || '—';

function KhbmList({ caseId }: { caseId: number }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshCase();
  const khbm = useKhbm(caseId);
  const rows = khbm.data?.list ?? [];
  const save = useMutation({
    mutationFn: (next: TBwkpAdminKhbmRow[]) => saveKhbm({ case_id: caseId, kh_content: next }),
    onSettled: () => refresh(caseId),
  });

  function confirmDelete(row: TBwkpAdminKhbmRow, index: number) {
    modal.confirm({
      title: `删除客户「${row.kh_name}」？`,
      content: '业务题目中以它为购买方的题目不受影响，但学生将无法从客户编码中选到它。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await save.mutateAsync(removeRow(rows, index));
        message.success('客户编码已删除');
      },
    });
  }

  const columns: TableColumnsType<TBwkpAdminKhbmRow> = [
    { title: '序号', key: 'index', width: 64, render: (_, __, index) => index + 1 },
    { title: '客户名称', dataIndex: 'kh_name', width: 220 },
    { title: '简码', dataIndex: 'simple_code', width: 90, render: dash },
    { title: '税号', dataIndex: 'tax_num', width: 190, render: dash },
    { title: '地址电话', dataIndex: 'address_telephone', render: dash },
    { title: '开户行及账号', dataIndex: 'bank_account', render: dash },
    {
      title: '排序',
      key: 'order',
      width: 84,
      fixed: 'right',
      render: (_, __, index) => (
        <OrderButtons
          index={index}
          count={rows.length}
          disabled={save.isPending}
          onMove={(step) => save.mutate(moveRow(rows, index, step))}
        />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row, index) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(khbmEditPath(caseId, index))}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete(row, index)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  if (khbm.isError) return <LoadFailed title="客户编码加载失败" error={khbm.error} onRetry={() => khbm.refetch()} />;
  return (
    <Card
      title="客户编码（第2题的答案）"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(khbmEditPath(caseId))}>
          新增客户
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        学生在第2题按这里的顺序逐行录入客户编码，每个字段都要与这里一致；开具发票时从中选择购买方。
      </Typography.Paragraph>
      <Table<TBwkpAdminKhbmRow>
        rowKey={(row) => row.kh_name}
        loading={khbm.isFetching || save.isPending}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <Empty description="还没有客户编码，点击右上角「新增客户」开始" /> }}
      />
    </Card>
  );
}

/** /adminViews/bwkpAdmin/khbm_management(?case_id=): the customer codes of a case, in order. */
export default function KhbmPage() {
  return (
    <CaseScreen screen="khbm" title="客户编码">
      {(caseId) => <KhbmList caseId={caseId} />}
    </CaseScreen>
  );
}
