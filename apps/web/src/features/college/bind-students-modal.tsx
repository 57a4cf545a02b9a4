import type { TClassDetail, TClassResource } from '@sxpt/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Modal, Radio, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { bindStudents, collegeKeys, fetchBoundStudents } from './college-api';
import { useRefreshCollege } from './use-college-data';

type TScope = 'all' | 'chosen';

/** Which students of the class may use one resource: everyone (an empty list), or the ones ticked. */
export function BindStudentsModal({
  klass,
  resource,
  onClose,
}: {
  klass: TClassDetail;
  resource: TClassResource;
  onClose: () => void;
}) {
  const bound = useQuery({
    queryKey: collegeKeys.boundStudents(klass.id, resource.id),
    queryFn: () => fetchBoundStudents(klass.id, resource.id),
    staleTime: 0,
  });
  return (
    <Modal open title={`指定可使用「${resource.name}」的学生`} footer={null} onCancel={onClose} width={640}>
      {bound.isError ? (
        <Alert type="error" showIcon title={`学生名单加载失败：${bound.error.message}`} />
      ) : bound.data ? (
        <BindStudentsForm
          klass={klass}
          resource={resource}
          isAllBound={bound.data.all_bound}
          students={bound.data.list}
          onClose={onClose}
        />
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}

function BindStudentsForm({
  klass,
  resource,
  isAllBound,
  students,
  onClose,
}: {
  klass: TClassDetail;
  resource: TClassResource;
  isAllBound: boolean;
  students: { id: number; account: string; name: string; bound: boolean }[];
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const refresh = useRefreshCollege();
  const [scope, setScope] = useState<TScope>(isAllBound ? 'all' : 'chosen');
  const [chosen, setChosen] = useState<number[]>(isAllBound ? [] : students.filter((s) => s.bound).map((s) => s.id));
  const [problem, setProblem] = useState('');
  const [isSaving, setSaving] = useState(false);

  async function save() {
    if (scope === 'chosen' && chosen.length === 0) {
      setProblem('请至少勾选一名学生，或选择「全班学生」');
      return;
    }
    setSaving(true);
    try {
      const ids = scope === 'all' ? [] : chosen;
      await bindStudents({ class_id: klass.id, resource_id: resource.id, student_ids: ids });
      message.success(scope === 'all' ? '已设为全班学生可用' : `已指定 ${ids.length} 名学生可用`);
      await refresh();
      onClose();
    } catch {
      // the client already showed why
    } finally {
      setSaving(false);
    }
  }

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Radio.Group
        value={scope}
        onChange={(event) => {
          setScope(event.target.value);
          setProblem('');
        }}
      >
        <Space orientation="vertical">
          <Radio value="all">全班学生（不指定）：本班所有学生都可使用，以后加入本班的学生也可以</Radio>
          <Radio value="chosen">仅指定的学生：只有下面勾选的学生可以使用</Radio>
        </Space>
      </Radio.Group>
      {scope === 'chosen' ? (
        <Table
          rowKey="id"
          size="small"
          dataSource={students}
          pagination={students.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          rowSelection={{
            selectedRowKeys: chosen,
            onChange: (keys) => {
              setChosen(keys.map(Number));
              setProblem('');
            },
          }}
          columns={[
            { title: '账号', dataIndex: 'account' },
            { title: '姓名', dataIndex: 'name' },
          ]}
          locale={{ emptyText: '本班还没有学生' }}
        />
      ) : null}
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
      <Typography.Text type="secondary">
        {scope === 'chosen'
          ? `已勾选 ${chosen.length} / ${students.length} 名学生`
          : `本班共 ${students.length} 名学生`}
      </Typography.Text>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" loading={isSaving} onClick={save}>
          保存
        </Button>
      </Flex>
    </Space>
  );
}
