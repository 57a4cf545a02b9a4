import { CloudUploadOutlined, PlusOutlined } from '@ant-design/icons';
import type { TBwkpAdminGoodsRow } from '@sxpt/contract';
import { formatGoodsName, formatRate } from '@sxpt/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Empty, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { OrderButtons } from '../admin/order-buttons';
import { saveGoods } from './bwkp-admin-api';
import { goodsEditPath } from './bwkp-admin-paths';
import { CaseScreen } from './case-shell';
import { moveRow, removeRow } from './list-ops';
import { TaxCodeImportModal } from './taxcode-import-modal';
import { useGoods, useRefreshCase } from './use-case-data';

const dash = (text: string) => text || '—';

/** A stored row as goods/save takes it (without the table's official name). */
export function goodsBodyRow({ tax_name: _name, ...row }: TBwkpAdminGoodsRow) {
  return row;
}

function GoodsList({ caseId }: { caseId: number }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshCase();
  const goods = useGoods(caseId);
  const rows = goods.data?.list ?? [];
  const save = useMutation({
    mutationFn: (next: TBwkpAdminGoodsRow[]) => saveGoods({ case_id: caseId, goods_content: next.map(goodsBodyRow) }),
    onSettled: () => refresh(caseId),
  });

  function confirmDelete(row: TBwkpAdminGoodsRow, index: number) {
    modal.confirm({
      title: `删除商品「${row.name}」？`,
      content: '业务题目中已写好的货物行不受影响，但学生将无法从商品编码中选到它。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await save.mutateAsync(removeRow(rows, index));
        message.success('商品编码已删除');
      },
    });
  }

  const columns: TableColumnsType<TBwkpAdminGoodsRow> = [
    { title: '序号', key: 'index', width: 60, render: (_, __, index) => index + 1 },
    {
      title: '商品名称',
      dataIndex: 'name',
      width: 220,
      render: (name: string, row) => (
        <div>
          <div>{name}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            发票显示：{formatGoodsName(row.flqc, row.name)}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: '税收分类编码',
      dataIndex: 'code',
      width: 210,
      render: (code: string, row) => (
        <div>
          <div style={{ fontFamily: 'monospace' }}>{code}</div>
          <Typography.Text type={row.tax_name ? 'secondary' : 'danger'} style={{ fontSize: 12 }}>
            {row.tax_name || '编码表中已没有该编码'}
          </Typography.Text>
        </div>
      ),
    },
    { title: '简称', dataIndex: 'flqc', width: 110 },
    { title: '税率', dataIndex: 'tax_rate', width: 64, render: (rate: string) => formatRate(rate) },
    { title: '适用税率', dataIndex: 'applicable_tax_rate', width: 84, render: (rate: string) => formatRate(rate) },
    { title: '规格型号', dataIndex: 'brand_model', width: 120, render: dash },
    { title: '单位', dataIndex: 'units', width: 60, render: dash },
    { title: '含税价', dataIndex: 'tax_mark', width: 70 },
    { title: '简码', dataIndex: 'simple_code', width: 80, render: dash },
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
          <Button type="link" size="small" onClick={() => navigate(goodsEditPath(caseId, index))}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete(row, index)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  if (goods.isError) return <LoadFailed title="商品编码加载失败" error={goods.error} onRetry={() => goods.refetch()} />;
  return (
    <Card
      title="商品编码（第3题的答案）"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(goodsEditPath(caseId))}>
          新增商品
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        学生在第3题按这里的顺序逐行录入商品编码；开具发票时从中选择商品，发票上的名称为“*简称*名称”。
      </Typography.Paragraph>
      <Table<TBwkpAdminGoodsRow>
        rowKey={(row) => row.name}
        loading={goods.isFetching || save.isPending}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 1350 }}
        locale={{ emptyText: <Empty description="还没有商品编码，点击右上角「新增商品」开始" /> }}
      />
    </Card>
  );
}

/** /adminViews/bwkpAdmin/goods_management(?case_id=): the goods codes of a case, and the tax-code table's import. */
export default function GoodsPage() {
  const [isImporting, setIsImporting] = useState(false);
  return (
    <>
      <CaseScreen screen="goods" title="商品编码">
        {(caseId) => <GoodsList caseId={caseId} />}
      </CaseScreen>
      <Card size="small" style={{ marginTop: 16 }}>
        <Space wrap>
          <Typography.Text type="secondary">
            商品编码从《商品和服务税收分类编码表》中选择；税务机关发布新版编码表后，可在此更新。
          </Typography.Text>
          <Button icon={<CloudUploadOutlined />} onClick={() => setIsImporting(true)}>
            更新税收分类编码表
          </Button>
        </Space>
      </Card>
      <TaxCodeImportModal open={isImporting} onClose={() => setIsImporting(false)} />
    </>
  );
}
