import type { TAdminResource } from '@sxpt/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Modal, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { collegeAdminKeys, fetchCollegeOptions } from './college-admin-api';
import { fetchResourceGrants, grantResource, resourceKeys } from './resource-api';

/**
 * 授权院校: the colleges that have the resource (preselected from /admin/resource/grants). The server refuses to
 * take it from a college whose classes use it; its message is shown here.
 */
export function ResourceGrantModal({
  resource,
  onClose,
  onSaved,
}: {
  resource: TAdminResource | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <Modal
      title={resource ? `授权院校 · ${resource.name}` : '授权院校'}
      open={resource !== null}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      {resource ? <GrantForm resource={resource} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function GrantForm({
  resource,
  onClose,
  onSaved,
}: {
  resource: TAdminResource;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const grants = useQuery({
    queryKey: resourceKeys.grants(resource.id),
    queryFn: () => fetchResourceGrants(resource.id),
  });
  const colleges = useQuery({
    queryKey: collegeAdminKeys.collegeOptions,
    queryFn: fetchCollegeOptions,
    staleTime: 30_000,
  });
  const [picked, setPicked] = useState<number[] | null>(null);
  const save = useMutation({
    mutationFn: (ids: number[]) => grantResource(resource.id, ids),
    onSuccess: () => {
      message.success('授权已保存');
      onSaved();
    },
  });

  if (grants.isError || colleges.isError) {
    const error = grants.error ?? colleges.error;
    return <Alert type="error" showIcon title={`授权信息加载失败：${error?.message ?? ''}`} />;
  }
  if (!grants.data || !colleges.data) return <Skeleton active paragraph={{ rows: 3 }} />;

  const selected = picked ?? grants.data.college_ids;
  const inUse = new Map(grants.data.colleges.filter((c) => c.class_count > 0).map((c) => [c.id, c.class_count]));
  const isPublished = resource.status === 1;

  return (
    <div>
      {isPublished ? null : (
        <Alert
          style={{ marginBottom: 12 }}
          type="warning"
          showIcon
          title="该资源尚未发布：授权的院校在发布之后才能看到并分配给班级。"
        />
      )}
      <Typography.Paragraph type="secondary">
        选中的院校可以把该资源分配给自己的班级。已有班级在用的院校不能取消授权，需院校先在班级中移除该资源。
      </Typography.Paragraph>
      <Select<number[]>
        mode="multiple"
        allowClear
        aria-label="授权院校"
        style={{ width: '100%' }}
        placeholder="选择院校（可多选）"
        value={selected}
        onChange={(ids) => {
          save.reset();
          setPicked(ids);
        }}
        showSearch={{ optionFilterProp: 'title' }}
        options={colleges.data.map((c) => ({
          value: c.id,
          title: `${c.name} ${c.code}`,
          label: inUse.has(c.id) ? `${c.name}（${inUse.get(c.id)} 个班级在用）` : c.name,
        }))}
        notFoundContent="还没有院校，请先在「院校账号」中新增"
      />
      {save.isError ? <Alert style={{ marginTop: 12 }} type="error" showIcon title={save.error.message} /> : null}
      <Flex justify="flex-end" align="center" gap={8} style={{ marginTop: 16 }}>
        <Typography.Text type="secondary" style={{ marginRight: 4 }}>
          已选 {selected.length} 所院校
        </Typography.Text>
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate(selected)}>
          保存授权
        </Button>
      </Flex>
    </div>
  );
}
