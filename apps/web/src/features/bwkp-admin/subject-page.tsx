import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CheckCircleFilled,
  ExclamationCircleFilled,
  PlusOutlined,
} from '@ant-design/icons';
import { bwkpInvoiceTypeLabels, type TBwkpAdminSubject } from '@sxpt/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Space, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { deleteSubject, sortSubjects } from './bwkp-admin-api';
import { subjectEditPath } from './bwkp-admin-paths';
import { CaseScreen } from './case-shell';
import { moveRow } from './list-ops';
import { canSwap, SUBJECT_SLOTS, type TSubjectSlot } from './subject-logic';
import { SubjectPreviewModal } from './subject-preview';
import { useCaseDetail, useRefreshCase, useSubjects } from './use-case-data';

interface TSlotRow extends TSubjectSlot {
  subject?: TBwkpAdminSubject;
}

/** The fields of a stored question as the preview reads them. */
function fieldsOf({ id: _id, case_id: _case, sort: _sort, problems: _problems, ...fields }: TBwkpAdminSubject) {
  return fields;
}

function SubjectList({ caseId }: { caseId: number }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshCase();
  const subjects = useSubjects(caseId);
  const detail = useCaseDetail(caseId);
  const [preview, setPreview] = useState<TBwkpAdminSubject | null>(null);
  const list = subjects.data?.list ?? [];
  const rows: TSlotRow[] = SUBJECT_SLOTS.map((slot) => ({
    ...slot,
    subject: list.find((entry) => entry.sort === slot.sort),
  }));
  const reorder = useMutation({
    mutationFn: (ids: number[]) => sortSubjects(caseId, ids),
    onSuccess: () => message.success('题目顺序已调整'),
    onSettled: () => refresh(caseId),
  });

  /** Trade places with the neighbouring entered question (up -1, down +1), when each fits the other place. */
  function neighbour(subject: TBwkpAdminSubject, step: -1 | 1): TBwkpAdminSubject | undefined {
    const index = list.findIndex((entry) => entry.id === subject.id);
    const other = list[index + step];
    return other && canSwap(subject, other) ? other : undefined;
  }

  function move(subject: TBwkpAdminSubject, step: -1 | 1) {
    const index = list.findIndex((entry) => entry.id === subject.id);
    const ids = moveRow(
      list.map((entry) => entry.id),
      index,
      step,
    );
    const practised = detail.data?.practice_count ?? 0;
    if (practised === 0) {
      reorder.mutate(ids);
      return;
    }
    modal.confirm({
      title: '调整题目顺序？',
      content: `已有 ${practised} 次学生练习。调整后，学生已完成的题号对应的题目会随之改变。`,
      okText: '调整',
      cancelText: '取消',
      onOk: () => reorder.mutateAsync(ids),
    });
  }

  function confirmDelete(subject: TBwkpAdminSubject) {
    modal.confirm({
      title: `删除第${subject.sort}题「${subject.title}」？`,
      content:
        detail.data?.status === 1
          ? '案例已启用，缺少题目的案例不能练习，删除会被拒绝；请先在案例列表中停用案例。'
          : '删除后不能恢复；案例缺少题目时不能启用。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await deleteSubject(subject.id);
        message.success('题目已删除');
        await refresh(caseId);
      },
    });
  }

  const columns: TableColumnsType<TSlotRow> = [
    { title: '题号', dataIndex: 'sort', width: 64, render: (sort: number) => `第${sort}题` },
    { title: '题型', dataIndex: 'label', width: 128 },
    {
      title: '题目',
      key: 'title',
      render: (_, row) =>
        row.subject ? (
          <Typography.Link onClick={() => navigate(subjectEditPath(caseId, { id: row.subject?.id ?? 0 }))}>
            {row.subject.title}
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">未添加（参考：{row.title}）</Typography.Text>
        ),
    },
    {
      title: '发票 / 购买方',
      key: 'invoice',
      width: 210,
      render: (_, row) =>
        row.subject ? (
          <div style={{ maxWidth: 200 }}>
            <div>{bwkpInvoiceTypeLabels[row.subject.invoice_type]}</div>
            {row.subject.kh_data.kh_name ? (
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: 200 }}>
                {row.subject.kh_data.kh_name} · {row.subject.goods_content.length}行
              </Typography.Text>
            ) : null}
          </div>
        ) : (
          '—'
        ),
    },
    {
      title: '检查',
      key: 'check',
      width: 64,
      align: 'center',
      render: (_, row) => {
        if (!row.subject) return null;
        if (row.subject.problems.length === 0) {
          return (
            <Tooltip title="符合规则">
              <CheckCircleFilled style={{ color: '#52c41a' }} aria-label="符合规则" />
            </Tooltip>
          );
        }
        return (
          <Tooltip title={row.subject.problems.join('；')}>
            <ExclamationCircleFilled style={{ color: '#faad14' }} aria-label="有问题" />
          </Tooltip>
        );
      },
    },
    {
      title: '排序',
      key: 'order',
      width: 76,
      render: (_, row) => {
        const subject = row.subject;
        if (!subject) return null;
        const up = neighbour(subject, -1);
        const down = neighbour(subject, 1);
        const arrow = (step: -1 | 1, target: TBwkpAdminSubject | undefined) => (
          <Tooltip title={target ? `与第${target.sort}题交换位置` : '相邻没有同类题目，不能移动'}>
            <Button
              type="text"
              size="small"
              aria-label={step === -1 ? '上移' : '下移'}
              icon={step === -1 ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
              disabled={!target || reorder.isPending}
              onClick={() => move(subject, step)}
            />
          </Tooltip>
        );
        return (
          <Space size={0}>
            {arrow(-1, up)}
            {arrow(1, down)}
          </Space>
        );
      },
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, row) =>
        row.subject ? (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => navigate(subjectEditPath(caseId, { id: row.subject?.id ?? 0 }))}
            >
              编辑
            </Button>
            <Button type="link" size="small" onClick={() => setPreview(row.subject ?? null)}>
              预览
            </Button>
            <Button type="link" size="small" danger onClick={() => row.subject && confirmDelete(row.subject)}>
              删除
            </Button>
          </Space>
        ) : (
          <Button
            type="link"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => navigate(subjectEditPath(caseId, { sort: row.sort }))}
          >
            添加
          </Button>
        ),
    },
  ];

  if (subjects.isError) {
    return <LoadFailed title="业务题目加载失败" error={subjects.error} onRetry={() => subjects.refetch()} />;
  }
  return (
    <Card title={`业务题目（已添加 ${list.length} / ${SUBJECT_SLOTS.length}）`}>
      <Typography.Paragraph type="secondary">
        开票实训固定为17道题，每个题号有规定的题型（如第4题为发票领用、第10题为发票作废与重开）。同类题目可以上移、下移交换位置；红字题和作废题所指向的题目会随之调整。
      </Typography.Paragraph>
      <Table<TSlotRow>
        rowKey="sort"
        size="middle"
        loading={subjects.isFetching || reorder.isPending}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 920 }}
      />
      <SubjectPreviewModal
        target={preview ? { fields: fieldsOf(preview), sort: preview.sort } : null}
        onClose={() => setPreview(null)}
      />
    </Card>
  );
}

/** /adminViews/bwkpAdmin/subject_management(?case_id=): the 17 business questions of a case. */
export default function SubjectPage() {
  return (
    <CaseScreen screen="subject" title="业务题目">
      {(caseId) => <SubjectList caseId={caseId} />}
    </CaseScreen>
  );
}
