import type { TClassDetail, TClassResource } from '@sxpt/contract';
import { Button, Empty, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BindStudentsModal } from './bind-students-modal';
import { classFormPath } from './college-paths';
import { useIsCollegeAdmin } from './use-college-data';

/** The resources tab: the class's resources; per resource, which students may use it (指定学生). */
export function ClassResourcesTab({ klass }: { klass: TClassDetail }) {
  const isAdmin = useIsCollegeAdmin();
  const navigate = useNavigate();
  const [binding, setBinding] = useState<TClassResource | null>(null);

  const columns: TableColumnsType<TClassResource> = [
    {
      title: '课程资源',
      dataIndex: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { title: '分类', dataIndex: 'category', width: 140, render: (category: string) => category || '—' },
    { title: '章数', dataIndex: 'chapter_count', width: 80, align: 'right' },
    { title: '课时数', dataIndex: 'lesson_count', width: 80, align: 'right' },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, resource) => (
        <Button type="link" size="small" onClick={() => setBinding(resource)}>
          指定学生
        </Button>
      ),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">
        默认本班全部学生都可以使用班级的课程资源；如只允许部分学生使用，请点击「指定学生」。
        {isAdmin ? ' 为本班增减课程资源请在「编辑班级」或「资源库」中操作。' : ''}
      </Typography.Paragraph>
      <Table<TClassResource>
        rowKey="id"
        dataSource={klass.resources}
        columns={columns}
        pagination={false}
        locale={{
          emptyText: (
            <Empty description={isAdmin ? '本班还没有课程资源' : '本班还没有课程资源，请联系院校管理员分配'}>
              {isAdmin ? (
                <Button type="primary" onClick={() => navigate(classFormPath(klass.id))}>
                  为本班分配课程资源
                </Button>
              ) : null}
            </Empty>
          ),
        }}
      />
      {binding ? <BindStudentsModal klass={klass} resource={binding} onClose={() => setBinding(null)} /> : null}
    </>
  );
}
