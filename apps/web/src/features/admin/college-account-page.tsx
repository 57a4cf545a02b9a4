import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import type { TAdminCollege, TAdminCollegeIndexBody } from '@sxpt/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Dropdown,
  Empty,
  Flex,
  Input,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { licenceStateTags, pagingOf } from './admin-format';
import { collegeAdminKeys, fetchColleges, revokeLicence, setCollegeStatus } from './college-admin-api';
import { CollegeAdminsDrawer } from './college-admins-drawer';
import { CollegeCreateModal, CollegeRenameModal } from './college-form-modal';
import { LicenceCodesModal } from './licence-codes-modal';
import { LicenceIssueModal } from './licence-issue-modal';

type TDialog = 'rename' | 'admins' | 'issue' | 'codes';

function LicenceCell({ college }: { college: TAdminCollege }) {
  const tag = licenceStateTags[college.licence_state];
  return (
    <Space orientation="vertical" size={0}>
      <Tag color={tag.color}>{tag.text}</Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {college.expires_at ? `至 ${formatDateTime(college.expires_at).slice(0, 10)}` : '未设置有效期'}
      </Typography.Text>
    </Space>
  );
}

/** /adminViews/collegeAdmin/account: every college with its status, licence, seats, counts and administrators. */
export default function CollegeAccountPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<TAdminCollegeIndexBody>({ page: 1, page_size: 20 });
  const [keyword, setKeyword] = useState('');
  const [isCreating, setIsCreating] = useState(false);
  const [dialog, setDialog] = useState<{ kind: TDialog; id: number } | null>(null);
  const [statusBusyId, setStatusBusyId] = useState<number | null>(null);
  const colleges = useQuery({
    queryKey: collegeAdminKeys.collegeList(query),
    queryFn: () => fetchColleges(query),
    placeholderData: keepPreviousData,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: collegeAdminKeys.colleges });
  const refreshAll = () =>
    Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: collegeAdminKeys.licences })]);
  /** The open dialog's college, read from the list so it follows every refresh. */
  const openFor = (kind: TDialog) =>
    dialog?.kind === kind ? (colleges.data?.list.find((c) => c.id === dialog.id) ?? null) : null;
  const closeDialog = () => setDialog(null);

  async function changeStatus(college: TAdminCollege, status: 0 | 1) {
    setStatusBusyId(college.id);
    try {
      await setCollegeStatus(college.id, status);
      message.success(status === 1 ? '院校已启用' : '院校已停用，其用户已全部退出登录');
      await refresh();
    } finally {
      setStatusBusyId(null);
    }
  }

  function confirmDisable(college: TAdminCollege) {
    modal.confirm({
      title: `停用院校「${college.name}」？`,
      content: '停用后该院校的管理员、教师和学生都不能登录，已登录的会立即退出。数据保留，可随时重新启用。',
      okText: '停用',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => changeStatus(college, 0),
    });
  }

  function confirmRevoke(college: TAdminCollege) {
    modal.confirm({
      title: `停用「${college.name}」的系统许可？`,
      content:
        '许可停用后，该院校的管理员和教师只能打开「系统许可」页面，学生不能开始实训；尚未使用的激活码一并作废。重新开通需发放新的激活码。',
      okText: '停用许可',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await revokeLicence(college.id);
        message.success('授权已收回');
        await refreshAll();
      },
    });
  }

  const columns: TableColumnsType<TAdminCollege> = [
    {
      title: '院校',
      dataIndex: 'name',
      render: (name: string, college) => (
        <div>
          <Typography.Text strong>{name}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            编码 {college.code}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: number, college) => (
        <Switch
          checked={status === 1}
          checkedChildren="启用"
          unCheckedChildren="停用"
          loading={statusBusyId === college.id}
          onChange={(checked) => (checked ? void changeStatus(college, 1) : confirmDisable(college))}
        />
      ),
    },
    { title: '系统许可', key: 'licence', width: 120, render: (_, college) => <LicenceCell college={college} /> },
    {
      title: '授权人数',
      key: 'seats',
      width: 90,
      render: (_, college) => {
        const isFull = college.seat_count > 0 && college.seats_used > college.seat_count;
        return (
          <Tooltip title="已用名额（学生人数）/ 授权人数">
            <Typography.Text type={isFull ? 'danger' : undefined}>
              {college.seats_used} / {college.seat_count}
            </Typography.Text>
          </Tooltip>
        );
      },
    },
    {
      title: '班级 / 教师 / 学生',
      key: 'counts',
      width: 130,
      render: (_, c) => `${c.class_count} / ${c.teacher_count} / ${c.student_count}`,
    },
    {
      title: '管理员账号',
      key: 'admins',
      render: (_, college) =>
        college.admins.length ? (
          <Flex gap={4} wrap>
            {college.admins.map((admin) => (
              <Tooltip key={admin.id} title={`${admin.name}${admin.enabled ? '' : '（已停用）'}`}>
                <Tag color={admin.enabled ? 'blue' : 'default'}>{admin.account}</Tag>
              </Tooltip>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">无</Typography.Text>
        ),
    },
    {
      title: '创建日期',
      dataIndex: 'created_at',
      width: 100,
      render: (at: string) => formatDateTime(at).slice(0, 10),
    },
    {
      title: '操作',
      key: 'actions',
      width: 220,
      fixed: 'right',
      render: (_, college) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'admins', id: college.id })}>
            管理员
          </Button>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'issue', id: college.id })}>
            发放激活码
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'rename', label: '编辑名称' },
                { key: 'codes', label: '激活码记录' },
                { type: 'divider' },
                { key: 'revoke', label: '停用许可', danger: true },
              ],
              onClick: ({ key }) => {
                if (key === 'revoke') confirmRevoke(college);
                else setDialog({ kind: key as TDialog, id: college.id });
              },
            }}
          >
            <Button type="link" size="small">
              更多 <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
      ),
    },
  ];

  if (colleges.isError && !colleges.data) {
    return <LoadFailed title="院校列表加载失败" error={colleges.error} onRetry={() => colleges.refetch()} />;
  }

  return (
    <Card
      title="院校账号"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
          新增院校
        </Button>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="搜索院校名称或编码"
          style={{ width: 260 }}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => setQuery({ ...query, page: 1, keyword: value.trim() || undefined })}
        />
      </Flex>
      <Table<TAdminCollege>
        rowKey="id"
        loading={colleges.isFetching}
        dataSource={colleges.data?.list ?? []}
        columns={columns}
        scroll={{ x: 1060 }}
        locale={{
          emptyText: (
            <Empty
              description={
                query.keyword ? '没有符合条件的院校，请调整搜索条件' : '还没有院校，点击右上角「新增院校」开始'
              }
            />
          ),
        }}
        pagination={pagingOf(colleges.data, (page, pageSize) => setQuery({ ...query, page, page_size: pageSize }))}
      />
      <CollegeCreateModal
        open={isCreating}
        onClose={() => setIsCreating(false)}
        onDone={() => {
          setIsCreating(false);
          void refresh();
        }}
      />
      <CollegeRenameModal
        college={openFor('rename')}
        onClose={closeDialog}
        onDone={() => {
          closeDialog();
          void refresh();
        }}
      />
      <CollegeAdminsDrawer college={openFor('admins')} onClose={closeDialog} onChanged={refresh} />
      <LicenceIssueModal college={openFor('issue')} onClose={closeDialog} onIssued={() => void refreshAll()} />
      <LicenceCodesModal college={openFor('codes')} onClose={closeDialog} />
    </Card>
  );
}
