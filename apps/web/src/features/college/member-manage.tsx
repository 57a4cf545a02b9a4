import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { TIdName, TMemberIndexBody, TMemberRow } from '@sxpt/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Input, Select, Space, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-time';
import {
  deleteMember,
  exportMembers,
  fetchMembers,
  memberKeys,
  memberLabels,
  resetMemberPassword,
  setMemberEnabled,
  type TMemberKind,
} from './member-api';
import { MemberFormModal, PasswordNotice } from './member-form-modal';
import { MemberImportModal } from './member-import-modal';
import { pagingOf, useCampusOptions, useClassOptions, useRefreshCollege } from './use-college-data';
import { useConfirmAction } from './use-confirm-action';

type TStatusFilter = 'enabled' | 'disabled';

/** The people-management screen of students or teachers (admin): search, paging, status, edit, reset, import, export. */
export function MemberManage({ kind }: { kind: TMemberKind }) {
  const { message, modal } = App.useApp();
  const confirm = useConfirmAction();
  const refresh = useRefreshCollege();
  const label = memberLabels[kind];
  const campuses = useCampusOptions();
  const classes = useClassOptions();
  const [query, setQuery] = useState<TMemberIndexBody>({ page: 1, page_size: 20 });
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<TMemberRow | 'new' | null>(null);
  const [isImporting, setImporting] = useState(false);
  const [isExporting, setExporting] = useState(false);
  const [switchingId, setSwitchingId] = useState<number | null>(null);
  const members = useQuery({
    queryKey: memberKeys.list(kind, query),
    queryFn: () => fetchMembers(kind, query),
    placeholderData: keepPreviousData,
  });

  async function toggle(member: TMemberRow, isEnabled: boolean) {
    setSwitchingId(member.id);
    try {
      await setMemberEnabled(kind, member.id, isEnabled);
      message.success(isEnabled ? `已启用 ${member.name}` : `已禁用 ${member.name}，该账号的登录已退出`);
      await refresh();
    } catch {
      // the client already showed why
    } finally {
      setSwitchingId(null);
    }
  }

  function confirmReset(member: TMemberRow) {
    confirm({
      title: `重置「${member.name}」的密码？`,
      content: '系统会随机生成新密码（只显示一次），原密码立即失效，该账号的登录会退出；本人首次登录时须修改密码。',
      okText: '重置',
      action: async () => {
        const { password } = await resetMemberPassword(kind, member.id);
        modal.success({
          title: '密码已重置',
          content: <PasswordNotice account={member.account} password={password} lead="新密码如下：" />,
          okText: '我已记下',
          width: 460,
        });
      },
    });
  }

  function confirmDelete(member: TMemberRow) {
    confirm({
      title: `删除${label}「${member.name}」（${member.account}）？`,
      content:
        kind === 'student'
          ? '账号及其学习、练习、考勤记录都会删除，不能恢复。'
          : '账号会删除并移出所有任教班级，不能恢复。',
      okText: '删除',
      isDanger: true,
      action: async () => {
        await deleteMember(kind, member.id);
        message.success(`${label}已删除`);
        await refresh();
      },
    });
  }

  async function exportList() {
    setExporting(true);
    try {
      const filename = await exportMembers(kind, {
        keyword: query.keyword,
        campus_id: query.campus_id,
        class_id: query.class_id,
        enabled: query.enabled,
      });
      message.success(`已导出：${filename}`);
    } catch {
      // the client already showed why
    } finally {
      setExporting(false);
    }
  }

  const columns: TableColumnsType<TMemberRow> = [
    { title: '账号', dataIndex: 'account', width: 140, fixed: 'left' },
    { title: '姓名', dataIndex: 'name', width: 100 },
    { title: '手机号', dataIndex: 'phone', width: 130, render: (phone: string) => phone || '—' },
    { title: '校区', dataIndex: 'campus_name', width: 110, render: (name: string) => name || '—' },
    {
      title: kind === 'student' ? '所在班级' : '任教班级',
      dataIndex: 'classes',
      render: (list: TIdName[]) => (list.length ? list.map((c) => <Tag key={c.id}>{c.name}</Tag>) : '—'),
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 90,
      render: (isEnabled: boolean, member) => (
        <Switch
          checked={isEnabled}
          checkedChildren="启用"
          unCheckedChildren="禁用"
          loading={switchingId === member.id}
          onChange={(checked) => toggle(member, checked)}
        />
      ),
    },
    { title: '最近登录', dataIndex: 'last_login_at', width: 140, render: (at: string | null) => formatDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_, member) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(member)}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => confirmReset(member)}>
            重置密码
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete(member)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  const status: TStatusFilter | undefined =
    query.enabled === undefined ? undefined : query.enabled ? 'enabled' : 'disabled';
  const hasFilter = Boolean(query.keyword || query.campus_id || query.class_id || query.enabled !== undefined);
  return (
    <Card
      title={`${label}管理`}
      extra={
        <Space wrap>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新增{label}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            批量导入
          </Button>
          <Button icon={<DownloadOutlined />} loading={isExporting} onClick={exportList}>
            导出
          </Button>
        </Space>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="搜索账号或姓名"
          style={{ width: 220 }}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => setQuery({ ...query, page: 1, keyword: value.trim() || undefined })}
        />
        <Select
          allowClear
          placeholder="全部校区"
          aria-label="校区"
          style={{ width: 160 }}
          value={query.campus_id}
          options={(campuses.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(id?: number) => setQuery({ ...query, page: 1, campus_id: id })}
        />
        <Select
          allowClear
          placeholder="全部班级"
          aria-label="班级"
          style={{ width: 200 }}
          value={query.class_id}
          showSearch={{ optionFilterProp: 'label' }}
          options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(id?: number) => setQuery({ ...query, page: 1, class_id: id })}
        />
        <Select<TStatusFilter>
          allowClear
          placeholder="全部状态"
          aria-label="状态"
          style={{ width: 120 }}
          value={status}
          options={[
            { value: 'enabled', label: '启用' },
            { value: 'disabled', label: '禁用' },
          ]}
          onChange={(value?: TStatusFilter) =>
            setQuery({ ...query, page: 1, enabled: value === undefined ? undefined : value === 'enabled' })
          }
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
      <Table<TMemberRow>
        rowKey="id"
        loading={members.isFetching}
        dataSource={members.data?.list ?? []}
        columns={columns}
        scroll={{ x: 1100 }}
        locale={{
          emptyText: members.isError ? (
            <Empty description={`加载失败：${members.error.message}`} />
          ) : (
            <Empty
              description={
                hasFilter
                  ? `没有符合条件的${label}，请调整搜索条件`
                  : `还没有${label}，点击「新增${label}」或「批量导入」`
              }
            />
          ),
        }}
        pagination={pagingOf(members.data, (page, pageSize) => setQuery({ ...query, page, page_size: pageSize }))}
      />
      {editing !== null ? (
        <MemberFormModal kind={kind} member={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {isImporting ? <MemberImportModal kind={kind} onClose={() => setImporting(false)} /> : null}
    </Card>
  );
}
