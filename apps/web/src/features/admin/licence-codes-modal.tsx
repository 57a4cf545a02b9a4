import type { TAdminCollege, TAdminLicenceCode, TAdminLicenceIndexBody } from '@sxpt/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Empty, Modal, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-time';
import { pagingOf } from './admin-format';
import { collegeAdminKeys, fetchLicences } from './college-admin-api';

function usageTag(code: TAdminLicenceCode) {
  if (code.used_at) return <Tag color="success">已使用</Tag>;
  if (new Date(code.expires_at).getTime() <= Date.now()) return <Tag color="error">已过期</Tag>;
  return <Tag color="processing">未使用</Tag>;
}

const columns: TableColumnsType<TAdminLicenceCode> = [
  {
    title: '激活码',
    dataIndex: 'code',
    render: (code: string) => (
      <Typography.Text
        copyable={{ tooltips: ['复制', '已复制'] }}
        style={{ fontFamily: 'ui-monospace, Consolas, monospace' }}
      >
        {code}
      </Typography.Text>
    ),
  },
  { title: '有效期至', dataIndex: 'expires_at', width: 140, render: (at: string) => formatDateTime(at) },
  { title: '授权人数', dataIndex: 'seat_count', width: 90, align: 'right' },
  { title: '状态', key: 'state', width: 80, render: (_, code) => usageTag(code) },
  {
    title: '使用情况',
    key: 'used',
    width: 180,
    render: (_, code) => (code.used_at ? `${code.used_by_name || '—'} · ${formatDateTime(code.used_at)}` : '—'),
  },
  { title: '生成时间', dataIndex: 'created_at', width: 140, render: (at: string) => formatDateTime(at) },
];

/** 激活码记录: the codes issued to one college, newest first, with whether and by whom each was used. */
export function LicenceCodesModal({ college, onClose }: { college: TAdminCollege | null; onClose: () => void }) {
  const [paging, setPaging] = useState({ page: 1, page_size: 10 });
  const body: TAdminLicenceIndexBody = { ...paging, college_id: college?.id };
  const codes = useQuery({
    queryKey: collegeAdminKeys.licenceList(body),
    queryFn: () => fetchLicences(body),
    enabled: college !== null,
    placeholderData: keepPreviousData,
  });

  return (
    <Modal
      title={college ? `激活码记录 · ${college.name}` : '激活码记录'}
      open={college !== null}
      onCancel={() => {
        setPaging({ page: 1, page_size: 10 });
        onClose();
      }}
      footer={null}
      width={900}
      destroyOnHidden
    >
      {codes.isError ? <Alert type="error" showIcon title={`激活码记录加载失败：${codes.error.message}`} /> : null}
      <Table<TAdminLicenceCode>
        rowKey="id"
        size="small"
        loading={codes.isFetching}
        dataSource={codes.data?.list ?? []}
        columns={columns}
        scroll={{ x: 820 }}
        locale={{ emptyText: <Empty description="还没有为该院校发放激活码，可在列表中点击「发放激活码」" /> }}
        pagination={pagingOf(codes.data, (page, pageSize) => setPaging({ page, page_size: pageSize }))}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        停用许可时，该院校尚未使用的激活码会一并作废，不再出现在记录中。
      </Typography.Paragraph>
    </Modal>
  );
}
