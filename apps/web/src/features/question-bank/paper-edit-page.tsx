import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TPaperStoreBody, TQuestionRow } from '@sxpt/contract';
import { paperTotal, QUESTION_TYPE_LABEL, type TPaperSection, type TQuestionType } from '@sxpt/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Result,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  TreeSelect,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { LoadFailed } from '../../components/load-failed';
import { idParam } from '../admin/admin-paths';
import { paperPagePath } from './bank-paths';
import {
  bankKeys,
  fetchChapterTree,
  fetchPaper,
  fetchQuestions,
  fetchTemplates,
  paperKeys,
  savePaper,
  storePaper,
} from './question-bank-api';
import { difficultyOptions, typeOptions } from './question-labels';
import { chapterTreeData } from './question-page';

type TSectionDraft = TPaperStoreBody['sections'][number];

const newPaper = (): TPaperStoreBody => ({
  title: '',
  kind: 'exam',
  template_id: 0,
  description: '',
  duration_minutes: 60,
  pass_mark: '60',
  shuffle_questions: false,
  shuffle_options: false,
  sections: [],
});

/** The sections as the domain counts them. */
const domainSections = (sections: TSectionDraft[]): TPaperSection[] =>
  sections.map((section) => ({
    type: section.type,
    title: section.title,
    points: section.points,
    mode: section.mode,
    questionIds: section.question_ids,
    draw: section.draw
      ? { chapterIds: section.draw.chapter_ids, count: section.draw.count, difficulties: section.draw.difficulties }
      : null,
  }));

/** /adminViews/paper/paper/:id ('new' for a new paper): settings and sections. */
export default function PaperEditPage() {
  const { id: idText } = useParams();
  const id = idText === 'new' ? null : (idParam(idText ?? null) ?? -1);
  const paper = useQuery({
    queryKey: paperKeys.paper(id ?? 0),
    queryFn: () => fetchPaper(id ?? 0),
    enabled: id !== null && id > 0,
  });
  if (id === -1) return <Result status="404" title="试卷不存在" />;
  if (paper.isError) return <LoadFailed title="试卷加载失败" error={paper.error} onRetry={() => paper.refetch()} />;
  if (id !== null && !paper.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <PaperEditor key={id ?? 'new'} id={id} initial={paper.data ?? newPaper()} />;
}

function PaperEditor({ id, initial }: { id: number | null; initial: TPaperStoreBody }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const templates = useQuery({ queryKey: paperKeys.templates, queryFn: fetchTemplates });
  const tree = useQuery({ queryKey: bankKeys.chapters, queryFn: fetchChapterTree });
  const [draft, setDraft] = useState<TPaperStoreBody>(initial);
  const [picking, setPicking] = useState<number | null>(null);
  const set = (next: Partial<TPaperStoreBody>) => setDraft((current) => ({ ...current, ...next }));
  const setSection = (index: number, next: Partial<TSectionDraft>) =>
    set({ sections: draft.sections.map((section, i) => (i === index ? { ...section, ...next } : section)) });
  const template = templates.data?.find((entry) => entry.id === draft.template_id);
  const total = paperTotal(domainSections(draft.sections));

  const save = useMutation({
    mutationFn: async () => {
      if (id === null) return (await storePaper(draft)).id;
      await savePaper({ ...draft, id });
      return id;
    },
    onSuccess: async () => {
      message.success('试卷已保存');
      await queryClient.invalidateQueries({ queryKey: bankKeys.all });
      navigate(paperPagePath);
    },
  });

  const addSection = () => {
    const type: TQuestionType = 'single';
    set({
      sections: [
        ...draft.sections,
        {
          type,
          title: '',
          points: template?.points[type] ?? '2',
          mode: 'fixed',
          question_ids: [],
          draw: null,
        },
      ],
    });
  };

  return (
    <Card
      title={id === null ? '新建试卷' : '编辑试卷'}
      extra={<Button onClick={() => navigate(paperPagePath)}>返回试卷</Button>}
    >
      <Form layout="vertical" style={{ maxWidth: 980 }}>
        <Flex gap={16} wrap>
          <Form.Item label="试卷名称" required style={{ flex: 1, minWidth: 320 }}>
            <Input
              aria-label="试卷名称"
              maxLength={100}
              value={draft.title}
              onChange={(e) => set({ title: e.target.value })}
            />
          </Form.Item>
          <Form.Item label="类型" required>
            <Radio.Group
              value={draft.kind}
              onChange={(e) => set({ kind: e.target.value as 'exam' | 'practice' })}
              options={[
                { value: 'exam', label: '考试' },
                { value: 'practice', label: '练习' },
              ]}
            />
          </Form.Item>
          <Form.Item label="评分模板" required>
            <Select
              aria-label="评分模板"
              style={{ width: 200 }}
              value={draft.template_id || undefined}
              options={(templates.data ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
              onChange={(templateId: number) => set({ template_id: templateId })}
            />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item label="时长（分钟，练习可填0表示不限时）" required>
            <InputNumber
              aria-label="时长"
              min={0}
              max={600}
              precision={0}
              value={draft.duration_minutes}
              onChange={(value) => set({ duration_minutes: value ?? 0 })}
            />
          </Form.Item>
          <Form.Item label={`及格分（总分 ${total}）`} required>
            <Input
              aria-label="及格分"
              style={{ width: 120 }}
              value={draft.pass_mark}
              onChange={(e) => set({ pass_mark: e.target.value })}
            />
          </Form.Item>
          <Form.Item label="题目乱序">
            <Switch
              aria-label="题目乱序"
              checked={draft.shuffle_questions}
              onChange={(on) => set({ shuffle_questions: on })}
            />
          </Form.Item>
          <Form.Item label="选项乱序">
            <Switch
              aria-label="选项乱序"
              checked={draft.shuffle_options}
              onChange={(on) => set({ shuffle_options: on })}
            />
          </Form.Item>
        </Flex>
        <Form.Item label="说明">
          <Input.TextArea
            aria-label="说明"
            autoSize={{ minRows: 2, maxRows: 5 }}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </Form.Item>
        <Flex vertical gap={12} style={{ marginBottom: 16 }}>
          {draft.sections.map((section, index) => (
            <Card
              // biome-ignore lint/suspicious/noArrayIndexKey: a section is its place in the paper
              key={`section-${index}`}
              size="small"
              title={`第${index + 1}部分`}
              extra={
                <Button
                  aria-label={`删除第${index + 1}部分`}
                  icon={<DeleteOutlined />}
                  onClick={() => set({ sections: draft.sections.filter((_, i) => i !== index) })}
                />
              }
            >
              <Flex gap={12} wrap align="center">
                <Select
                  aria-label={`第${index + 1}部分题型`}
                  style={{ width: 150 }}
                  options={typeOptions}
                  value={section.type}
                  onChange={(type: TQuestionType) =>
                    setSection(index, { type, question_ids: [], points: template?.points[type] ?? section.points })
                  }
                />
                <Input
                  aria-label={`第${index + 1}部分标题`}
                  style={{ width: 200 }}
                  placeholder={`如：一、${QUESTION_TYPE_LABEL[section.type]}`}
                  value={section.title}
                  onChange={(e) => setSection(index, { title: e.target.value })}
                />
                <Input
                  aria-label={`第${index + 1}部分每题分值`}
                  style={{ width: 130 }}
                  addonBefore="每题"
                  suffix="分"
                  value={section.points}
                  onChange={(e) => setSection(index, { points: e.target.value })}
                />
                <Radio.Group
                  value={section.mode}
                  onChange={(e) =>
                    setSection(index, {
                      mode: e.target.value as 'fixed' | 'random',
                      draw: e.target.value === 'random' ? { chapter_ids: [], count: 5, difficulties: [] } : null,
                    })
                  }
                  options={[
                    { value: 'fixed', label: '手动选题' },
                    { value: 'random', label: '随机抽题' },
                  ]}
                />
              </Flex>
              {section.mode === 'fixed' ? (
                <Flex gap={12} align="center" style={{ marginTop: 12 }}>
                  <Typography.Text>{`已选 ${section.question_ids.length} 题`}</Typography.Text>
                  <Button onClick={() => setPicking(index)}>选择试题</Button>
                </Flex>
              ) : (
                <Flex gap={12} wrap align="center" style={{ marginTop: 12 }}>
                  <TreeSelect
                    aria-label={`第${index + 1}部分抽题章节`}
                    style={{ minWidth: 320 }}
                    multiple
                    treeDefaultExpandAll
                    showSearch
                    treeNodeFilterProp="title"
                    placeholder="从哪些科目或章节抽题"
                    value={section.draw?.chapter_ids ?? []}
                    treeData={chapterTreeData(tree.data)}
                    onChange={(ids: number[]) =>
                      setSection(index, {
                        draw: { ...(section.draw ?? { count: 5, difficulties: [] }), chapter_ids: ids },
                      })
                    }
                  />
                  <InputNumber
                    aria-label={`第${index + 1}部分抽题数量`}
                    addonBefore="抽"
                    addonAfter="题"
                    min={1}
                    max={200}
                    precision={0}
                    value={section.draw?.count}
                    onChange={(count) =>
                      setSection(index, {
                        draw: { ...(section.draw ?? { chapter_ids: [], difficulties: [] }), count: count ?? 1 },
                      })
                    }
                  />
                  <Select
                    aria-label={`第${index + 1}部分难度`}
                    mode="multiple"
                    style={{ minWidth: 200 }}
                    placeholder="不限难度"
                    options={difficultyOptions}
                    value={section.draw?.difficulties ?? []}
                    onChange={(difficulties: number[]) =>
                      setSection(index, {
                        draw: { ...(section.draw ?? { chapter_ids: [], count: 5 }), difficulties },
                      })
                    }
                  />
                </Flex>
              )}
            </Card>
          ))}
          <Button icon={<PlusOutlined />} onClick={addSection} style={{ alignSelf: 'flex-start' }}>
            添加部分
          </Button>
        </Flex>
        {save.isError ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message="请修改以下问题后再保存"
            description={
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {(save.error instanceof ApiError ? save.error.message : '保存失败，请稍后重试')
                  .split('；')
                  .map((line) => (
                    <li key={line}>{line}</li>
                  ))}
              </ul>
            }
          />
        ) : null}
        <Space>
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
            保存试卷
          </Button>
          <Typography.Text type="secondary">{`共 ${draft.sections.length} 部分，总分 ${total}`}</Typography.Text>
        </Space>
      </Form>
      {picking !== null && draft.sections[picking] ? (
        <QuestionPicker
          type={draft.sections[picking].type}
          selected={draft.sections[picking].question_ids}
          onClose={() => setPicking(null)}
          onPick={(ids) => {
            setSection(picking, { question_ids: ids });
            setPicking(null);
          }}
        />
      ) : null}
    </Card>
  );
}

/** Pick questions of one type from the bank; the ones already in the section stay ticked, in their order. */
function QuestionPicker({
  type,
  selected,
  onClose,
  onPick,
}: {
  type: TQuestionType;
  selected: number[];
  onClose: () => void;
  onPick: (ids: number[]) => void;
}) {
  const tree = useQuery({ queryKey: bankKeys.chapters, queryFn: fetchChapterTree });
  const [chapterId, setChapterId] = useState<number>();
  const [keyword, setKeyword] = useState<string>();
  const [page, setPage] = useState(1);
  const [ids, setIds] = useState<number[]>(selected);
  const body = {
    page,
    page_size: 10,
    type,
    ...(chapterId ? { chapter_id: chapterId } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const list = useQuery({
    queryKey: bankKeys.list(body),
    queryFn: () => fetchQuestions(body),
    placeholderData: keepPreviousData,
  });
  return (
    <Modal
      open
      width={900}
      title={`选择${QUESTION_TYPE_LABEL[type]}（已选 ${ids.length} 题）`}
      okText="确定"
      cancelText="取消"
      onOk={() => onPick(ids)}
      onCancel={onClose}
    >
      <Flex gap={12} style={{ marginBottom: 12 }}>
        <TreeSelect
          aria-label="选题章节"
          style={{ width: 280 }}
          allowClear
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          placeholder="全部科目与章节"
          value={chapterId}
          treeData={chapterTreeData(tree.data)}
          onChange={(value?: number) => {
            setChapterId(value);
            setPage(1);
          }}
        />
        <Input.Search
          aria-label="搜索选题"
          allowClear
          placeholder="搜索题干"
          onSearch={(value) => {
            setKeyword(value.trim() || undefined);
            setPage(1);
          }}
        />
      </Flex>
      <Table<TQuestionRow>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        columns={[
          { title: '题干', dataIndex: 'stem_text', ellipsis: true },
          { title: '章节', dataIndex: 'chapter_name', width: 180, ellipsis: true },
          { title: '难度', dataIndex: 'difficulty', width: 60 },
        ]}
        rowSelection={{
          selectedRowKeys: ids,
          preserveSelectedRowKeys: true,
          onChange: (keys) => {
            const chosen = new Set(keys.map(Number));
            // keep the order of the questions already picked, new ones after them
            setIds([...ids.filter((id) => chosen.has(id)), ...[...chosen].filter((id) => !ids.includes(id))]);
          },
        }}
        pagination={{
          current: page,
          pageSize: 10,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
    </Modal>
  );
}
