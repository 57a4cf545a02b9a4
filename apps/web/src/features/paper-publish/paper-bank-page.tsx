import {
  Role,
  type TCollegePaperRow,
  type TPublicationRow,
  type TPublishListBody,
  type TTeacherPapersBody,
} from '@sxpt/contract';
import { PAPER_KIND_LABEL, SHOW_ANSWERS_LABEL } from '@sxpt/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Select, Space, Table, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../app/session-store';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { useClassOptions, useGrantedResources } from '../college/use-college-data';
import { fetchCollegePapers, fetchOwnClasses, fetchPublications, publishKeys } from './paper-publish-api';
import { PublishModal, type TPublishTarget } from './publish-modal';
import {
  attemptsText,
  checkExamPath,
  durationText,
  PHASE_COLOR,
  PHASE_LABEL,
  progressLines,
  progressText,
  switchText,
} from './publish-text';

const kindTag = (kind: 'exam' | 'practice') => (
  <Tag color={kind === 'exam' ? 'red' : 'green'}>{PAPER_KIND_LABEL[kind]}</Tag>
);

type TTab = 'papers' | 'publications';

/**
 * 试卷库 (/collegeViews/teachResource/testpaper_bank for teachers, adminExam for the college administrator): the
 * papers of the college's courses, and their publications. A teacher publishes a paper to their classes and changes
 * a publication; the administrator reads both lists for the whole college.
 */
export default function PaperBankPage() {
  const isTeacher = useSessionStore((state) => state.role === Role.teacher);
  const [tab, setTab] = useState<TTab>('papers');
  const [publishFilter, setPublishFilter] = useState<TPublishListBody>({ page: 1, page_size: 20 });
  const [paperFilterTitle, setPaperFilterTitle] = useState('');
  const [target, setTarget] = useState<TPublishTarget | null>(null);

  function showPublications(paper: TCollegePaperRow) {
    setPublishFilter((current) => ({ ...current, paper_id: paper.id, page: 1 }));
    setPaperFilterTitle(paper.title);
    setTab('publications');
  }

  return (
    <Card title="试卷库">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TTab)}
        items={[
          {
            key: 'papers',
            label: '试卷',
            children: (
              <PapersTab
                isTeacher={isTeacher}
                onPublish={(paper) => setTarget({ mode: 'publish', paper })}
                onShowPublications={showPublications}
              />
            ),
          },
          {
            key: 'publications',
            label: '发布记录',
            children: (
              <PublicationsTab
                isTeacher={isTeacher}
                filter={publishFilter}
                setFilter={setPublishFilter}
                paperTitle={paperFilterTitle}
                onEdit={(publication) => setTarget({ mode: 'edit', publication })}
              />
            ),
          },
        ]}
      />
      {target ? <PublishModal target={target} onClose={() => setTarget(null)} /> : null}
    </Card>
  );
}

function PapersTab({
  isTeacher,
  onPublish,
  onShowPublications,
}: {
  isTeacher: boolean;
  onPublish: (paper: TCollegePaperRow) => void;
  onShowPublications: (paper: TCollegePaperRow) => void;
}) {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<TTeacherPapersBody>({ page: 1, page_size: 20 });
  const courses = useGrantedResources();
  const list = useQuery({
    queryKey: publishKeys.papers(filter),
    queryFn: () => fetchCollegePapers(filter),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<TCollegePaperRow> = [
    { title: '试卷名称', dataIndex: 'title', ellipsis: true },
    { title: '类型', dataIndex: 'kind', width: 80, render: kindTag },
    { title: '所属课程', dataIndex: 'resource_name', width: 180, ellipsis: true },
    { title: '题数', dataIndex: 'question_count', width: 70 },
    { title: '总分', dataIndex: 'total_points', width: 80 },
    { title: '及格分', dataIndex: 'pass_mark', width: 80 },
    { title: '时长', dataIndex: 'duration_minutes', width: 90, render: durationText },
    {
      title: '已发布',
      dataIndex: 'publish_count',
      width: 80,
      render: (count: number, row) =>
        count > 0 ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onShowPublications(row)}>
            {count}次
          </Button>
        ) : (
          <Typography.Text type="secondary">未发布</Typography.Text>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: isTeacher ? 120 : 80,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(checkExamPath(row.id))}>
            查看
          </Button>
          {isTeacher ? (
            <Button type="link" size="small" onClick={() => onPublish(row)}>
              发布
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
  if (list.isError && !list.data)
    return <LoadFailed title="试卷加载失败" error={list.error} onRetry={() => list.refetch()} />;
  return (
    <>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="搜索试卷"
          style={{ width: 260 }}
          placeholder="搜索试卷名称"
          allowClear
          onSearch={(keyword) =>
            setFilter((current) => ({ ...current, keyword: keyword.trim() || undefined, page: 1 }))
          }
        />
        <Select
          aria-label="试卷类型"
          style={{ width: 140 }}
          placeholder="全部类型"
          allowClear
          options={[
            { value: 'exam', label: '考试' },
            { value: 'practice', label: '练习' },
          ]}
          onChange={(kind?: 'exam' | 'practice') => setFilter((current) => ({ ...current, kind, page: 1 }))}
        />
        <Select
          aria-label="所属课程"
          style={{ width: 220 }}
          placeholder="全部课程"
          allowClear
          loading={courses.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={(courses.data ?? []).map((course) => ({ value: course.id, label: course.name }))}
          onChange={(resource_id?: number) => setFilter((current) => ({ ...current, resource_id, page: 1 }))}
        />
      </Flex>
      <Table<TCollegePaperRow>
        rowKey={(row) => `${row.resource_id}-${row.id}`}
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.list ?? []}
        locale={{
          emptyText:
            filter.keyword || filter.kind || filter.resource_id ? '没有符合条件的试卷' : '本校课程中还没有试卷',
        }}
        pagination={{
          current: filter.page,
          pageSize: filter.page_size,
          total: list.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 份`,
          onChange: (page, pageSize) => setFilter((current) => ({ ...current, page, page_size: pageSize })),
        }}
      />
    </>
  );
}

/** The classes of the class filter: a teacher's own, or every class of the college for the administrator. */
function useClassFilterOptions(isTeacher: boolean) {
  const own = useQuery({ queryKey: publishKeys.classes, queryFn: fetchOwnClasses, enabled: isTeacher });
  const college = useClassOptions(!isTeacher);
  const source = isTeacher ? own : college;
  return {
    isPending: source.isPending,
    options: (source.data ?? []).map((klass) => ({ value: klass.id, label: klass.name })),
  };
}

function PublicationsTab({
  isTeacher,
  filter,
  setFilter,
  paperTitle,
  onEdit,
}: {
  isTeacher: boolean;
  filter: TPublishListBody;
  setFilter: (update: (current: TPublishListBody) => TPublishListBody) => void;
  paperTitle: string;
  onEdit: (publication: TPublicationRow) => void;
}) {
  const classes = useClassFilterOptions(isTeacher);
  const list = useQuery({
    queryKey: publishKeys.publications(filter),
    queryFn: () => fetchPublications(filter),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<TPublicationRow> = [
    { title: '试卷', dataIndex: 'paper_title' },
    {
      title: '班级 / 课程',
      key: 'class',
      width: 150,
      ellipsis: true,
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text ellipsis={{ tooltip: row.class_name }}>{row.class_name}</Typography.Text>
          <Typography.Text type="secondary" ellipsis={{ tooltip: row.resource_name }}>
            {row.resource_name}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '开始/结束时间',
      key: 'window',
      width: 170,
      render: (_, row) => (
        <Flex vertical style={{ whiteSpace: 'nowrap' }}>
          <span>{formatDateTime(row.start_at)}</span>
          <Typography.Text type="secondary">至 {formatDateTime(row.end_at)}</Typography.Text>
        </Flex>
      ),
    },
    { title: '作答次数', dataIndex: 'max_attempts', width: 90, render: attemptsText },
    {
      title: '答案显示',
      dataIndex: 'show_answers',
      width: 132,
      render: (show: TPublicationRow['show_answers']) => SHOW_ANSWERS_LABEL[show],
    },
    { title: '切屏', key: 'switches', width: 75, render: (_, row) => switchText(row.count_switches, row.switch_limit) },
    {
      title: '进度',
      key: 'progress',
      width: 140,
      render: (_, row) => {
        const [done, of] = progressLines(row);
        return (
          <Flex vertical title={progressText(row)} style={{ whiteSpace: 'nowrap' }}>
            <span>{done}</span>
            <Typography.Text type="secondary">{of}</Typography.Text>
          </Flex>
        );
      },
    },
    {
      title: '状态',
      dataIndex: 'phase',
      width: 80,
      render: (phase: TPublicationRow['phase']) => <Tag color={PHASE_COLOR[phase]}>{PHASE_LABEL[phase]}</Tag>,
    },
    { title: '发布人', dataIndex: 'teacher_name', width: 85, ellipsis: true },
  ];
  if (isTeacher)
    columns.push({
      title: '操作',
      key: 'actions',
      width: 70,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => onEdit(row)}>
          修改
        </Button>
      ),
    });
  if (list.isError && !list.data)
    return <LoadFailed title="发布记录加载失败" error={list.error} onRetry={() => list.refetch()} />;
  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Select
          aria-label="班级"
          style={{ width: 220 }}
          placeholder="全部班级"
          allowClear
          loading={classes.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={classes.options}
          value={filter.class_id}
          onChange={(class_id?: number) => setFilter((current) => ({ ...current, class_id, page: 1 }))}
        />
        {filter.paper_id ? (
          <Tag
            closable
            color="blue"
            onClose={() => setFilter((current) => ({ ...current, paper_id: undefined, page: 1 }))}
          >
            试卷：{paperTitle}
          </Tag>
        ) : null}
      </Flex>
      <Table<TPublicationRow>
        rowKey="id"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.list ?? []}
        scroll={{ x: isTeacher ? 1150 : 1080 }}
        locale={{ emptyText: isTeacher ? '还没有发布记录，在「试卷」中选择试卷发布' : '还没有发布记录' }}
        pagination={{
          current: filter.page,
          pageSize: filter.page_size,
          total: list.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (page, pageSize) => setFilter((current) => ({ ...current, page, page_size: pageSize })),
        }}
      />
    </>
  );
}
