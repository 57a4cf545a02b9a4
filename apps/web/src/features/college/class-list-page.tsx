import { PlusOutlined } from '@ant-design/icons';
import type { TClassIndexBody, TClassRow } from '@sxpt/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { collegeKeys, deleteClass, fetchClasses } from './college-api';
import { classDetailPath, classFormPath } from './college-paths';
import { pagingOf, useCampusOptions, useRefreshCollege } from './use-college-data';
import { useConfirmAction } from './use-confirm-action';

/** /collegeViews/classManage/classes: every class of the college, with search and paging (admin). */
export default function ClassListPage() {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const navigate = useNavigate();
  const refresh = useRefreshCollege();
  const campuses = useCampusOptions();
  const [query, setQuery] = useState<TClassIndexBody>({ page: 1, page_size: 20 });
  const [keyword, setKeyword] = useState('');
  const classes = useQuery({
    queryKey: collegeKeys.classList(query),
    queryFn: () => fetchClasses(query),
    placeholderData: keepPreviousData,
  });

  function confirmDelete(row: TClassRow) {
    confirm({
      title: `删除班级「${row.name}」？`,
      content:
        '班级中的学生、教师名单，资源分配和本班的学习、考勤记录都会一并删除；学生和教师账号保留。删除后不能恢复。',
      okText: '删除',
      isDanger: true,
      action: async () => {
        await deleteClass(row.id);
        message.success('班级已删除');
        await refresh();
      },
    });
  }

  const columns: TableColumnsType<TClassRow> = [
    {
      title: '班级名称',
      dataIndex: 'name',
      render: (name: string, row) => <Link to={classDetailPath(row.id, 'students')}>{name}</Link>,
    },
    { title: '年级', dataIndex: 'grade', width: 90, render: (grade: string) => grade || '—' },
    { title: '校区', dataIndex: 'campus_name', width: 120, render: (name: string) => name || '—' },
    {
      title: '任课教师',
      dataIndex: 'teacher_names',
      render: (names: string[]) => (names.length ? names.join('、') : '—'),
    },
    { title: '学生人数', dataIndex: 'student_count', width: 90, align: 'right' },
    { title: '资源数', dataIndex: 'resource_count', width: 80, align: 'right' },
    { title: '创建时间', dataIndex: 'created_at', width: 150, render: (at: string) => formatDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, row) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => navigate(classDetailPath(row.id, 'students'))}>
            详情
          </Button>
          <Button type="link" size="small" onClick={() => navigate(classFormPath(row.id))}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete(row)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  if (classes.isError && !classes.data) {
    return <LoadFailed title="班级列表加载失败" error={classes.error} onRetry={() => classes.refetch()} />;
  }

  const hasFilter = Boolean(query.keyword || query.campus_id);
  return (
    <Card
      title="班级列表"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(classFormPath())}>
          新建班级
        </Button>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="搜索班级名称"
          style={{ width: 240 }}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => setQuery({ ...query, page: 1, keyword: value.trim() || undefined })}
        />
        <Select
          allowClear
          placeholder="全部校区"
          style={{ width: 180 }}
          loading={campuses.isPending}
          value={query.campus_id}
          options={(campuses.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(campusId?: number) => setQuery({ ...query, page: 1, campus_id: campusId })}
        />
        {hasFilter ? (
          <Button
            onClick={() => {
              setKeyword('');
              setQuery({ page: 1, page_size: query.page_size });
            }}
          >
            重置
          </Button>
        ) : null}
      </Flex>
      <Table<TClassRow>
        rowKey="id"
        loading={classes.isFetching}
        dataSource={classes.data?.list ?? []}
        columns={columns}
        scroll={{ x: 960 }}
        locale={{
          emptyText: (
            <Empty
              description={hasFilter ? '没有符合条件的班级，请调整搜索条件' : '还没有班级，点击右上角「新建班级」开始'}
            />
          ),
        }}
        pagination={pagingOf(classes.data, (page, pageSize) => setQuery({ ...query, page, page_size: pageSize }))}
      />
    </Card>
  );
}
