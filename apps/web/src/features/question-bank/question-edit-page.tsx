import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { checkQuestion, OPTION_LETTERS, QUESTION_TYPE_LABEL, type TQuestionType } from '@sxpt/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Flex,
  Form,
  Input,
  Radio,
  Rate,
  Result,
  Select,
  Space,
  Spin,
  TreeSelect,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { LoadFailed } from '../../components/load-failed';
import { idParam } from '../admin/admin-paths';
import { HtmlField } from '../admin/html-field';
import { questionListPath } from './bank-paths';
import { bankKeys, fetchChapterTree, fetchQuestion, saveQuestion, storeQuestion } from './question-bank-api';
import {
  blanksFor,
  bodyOf,
  contentOf,
  draftOf,
  emptyLine,
  newDraft,
  removeOption,
  type TQuestionDraft,
} from './question-draft';
import { DIFFICULTY_LABEL, filingChapterTree, typeOptions } from './question-labels';

/** /adminViews/paper/question/:id ('new' for a new question, ?chapter_id= to file it): the question editor. */
export default function QuestionEditPage() {
  const { id: idText } = useParams();
  const [params] = useSearchParams();
  const id = idText === 'new' ? null : (idParam(idText ?? null) ?? -1);
  const question = useQuery({
    queryKey: bankKeys.detail(id ?? 0),
    queryFn: () => fetchQuestion(id ?? 0),
    enabled: id !== null && id > 0,
  });
  if (id === -1) return <Result status="404" title="试题不存在" subTitle="地址中的试题编号有误" />;
  if (question.isError)
    return <LoadFailed title="试题加载失败" error={question.error} onRetry={() => question.refetch()} />;
  if (id !== null && !question.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const initial = question.data ? draftOf(question.data) : newDraft(idParam(params.get('chapter_id')));
  return <QuestionEditor key={id ?? 'new'} id={id} initial={initial} />;
}

function QuestionEditor({ id, initial }: { id: number | null; initial: TQuestionDraft }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const tree = useQuery({ queryKey: bankKeys.chapters, queryFn: fetchChapterTree });
  const set = (next: Partial<TQuestionDraft>) => setDraft((current) => ({ ...current, ...next }));

  const save = useMutation({
    mutationFn: async () => {
      const body = bodyOf(draft);
      if (id === null) return (await storeQuestion(body)).id;
      await saveQuestion({ ...body, id });
      return id;
    },
    onSuccess: async (savedId) => {
      message.success('试题已保存');
      await queryClient.invalidateQueries({ queryKey: bankKeys.all });
      navigate(questionListPath(draft.chapterId));
      return savedId;
    },
    onError: (error) => setProblems([error instanceof ApiError ? error.message : '保存失败，请稍后重试']),
  });

  function submit() {
    const found = checkQuestion(contentOf(draft));
    if (!draft.chapterId) found.unshift('请选择章节');
    setProblems(found);
    if (found.length === 0) save.mutate();
  }

  const chapterTree = filingChapterTree(tree.data);

  return (
    <Card
      title={id === null ? '新增试题' : '编辑试题'}
      extra={<Button onClick={() => navigate(questionListPath(initial.chapterId))}>返回题库</Button>}
    >
      <Form layout="vertical" style={{ maxWidth: 900 }}>
        <Flex gap={16} wrap>
          <Form.Item label="章节" required style={{ minWidth: 320 }}>
            <TreeSelect
              aria-label="章节"
              placeholder="选择科目下的章节"
              treeDefaultExpandAll
              showSearch
              treeNodeFilterProp="title"
              value={draft.chapterId}
              treeData={chapterTree}
              onChange={(chapterId: number) => set({ chapterId })}
            />
          </Form.Item>
          <Form.Item label="题型" required>
            <Select
              aria-label="题型"
              style={{ width: 160 }}
              options={typeOptions}
              value={draft.type}
              onChange={(type: TQuestionType) =>
                set({ type, choices: type === 'single' ? draft.choices.slice(0, 1) : draft.choices })
              }
            />
          </Form.Item>
          <Form.Item label={`难度（${DIFFICULTY_LABEL[draft.difficulty]}）`}>
            <Rate count={5} value={draft.difficulty} onChange={(difficulty) => set({ difficulty: difficulty || 1 })} />
          </Form.Item>
        </Flex>
        <Form.Item
          label="题干"
          required
          extra={draft.type === 'blank' ? '用 ____（四个下划线）标出每个空，下方按顺序填写每个空的答案' : undefined}
        >
          <HtmlField
            label="题干"
            value={draft.stem}
            onChange={(stem) => set({ stem })}
            hint="图片插在题干末尾；题干可以用简单的HTML（段落、加粗、表格）"
          />
        </Form.Item>
        <AnswerFields draft={draft} set={set} />
        <Form.Item label="解析">
          <Input.TextArea
            aria-label="解析"
            autoSize={{ minRows: 2, maxRows: 8 }}
            value={draft.explanation}
            onChange={(event) => set({ explanation: event.target.value })}
          />
        </Form.Item>
        <Form.Item label="知识点" extra="输入后回车，最多10个">
          <Select
            aria-label="知识点"
            mode="tags"
            value={draft.tags}
            onChange={(tags: string[]) => set({ tags: tags.map((tag) => tag.trim()).filter(Boolean) })}
            tokenSeparators={[',', '，']}
            open={false}
          />
        </Form.Item>
        {problems.length > 0 ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message="请修改以下问题后再保存"
            description={
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            }
          />
        ) : null}
        <Button type="primary" loading={save.isPending} onClick={submit}>
          保存
        </Button>
      </Form>
    </Card>
  );
}

/** The answer of the chosen type. */
function AnswerFields({ draft, set }: { draft: TQuestionDraft; set: (next: Partial<TQuestionDraft>) => void }) {
  switch (draft.type) {
    case 'single':
    case 'multiple':
    case 'indefinite':
      return <ChoiceFields draft={draft} set={set} />;
    case 'judge':
      return (
        <Form.Item label="答案" required>
          <Radio.Group
            aria-label="答案"
            value={draft.judge}
            onChange={(event) => set({ judge: event.target.value as boolean })}
            options={[
              { value: true, label: '正确' },
              { value: false, label: '错误' },
            ]}
          />
        </Form.Item>
      );
    case 'blank':
      return <BlankFields draft={draft} set={set} />;
    case 'entry':
      return <EntryFields draft={draft} set={set} />;
    case 'essay':
      return (
        <Form.Item label="参考答案" extra="简答题由教师批阅，参考答案供批阅时对照">
          <Input.TextArea
            aria-label="参考答案"
            autoSize={{ minRows: 3, maxRows: 10 }}
            value={draft.reference}
            onChange={(event) => set({ reference: event.target.value })}
          />
        </Form.Item>
      );
  }
}

function ChoiceFields({ draft, set }: { draft: TQuestionDraft; set: (next: Partial<TQuestionDraft>) => void }) {
  const single = draft.type === 'single';
  const toggle = (letter: string, on: boolean) => {
    if (single) return set({ choices: on ? letter : '' });
    const next = new Set(draft.choices);
    if (on) next.add(letter);
    else next.delete(letter);
    set({ choices: [...next].sort().join('') });
  };
  return (
    <Form.Item
      label={`选项（勾选正确答案${single ? '，只能一个' : '，可多个'}）`}
      required
      extra={`${QUESTION_TYPE_LABEL[draft.type]}：最少2个、最多8个选项`}
    >
      <Flex vertical gap={8}>
        {draft.options.map((option, index) => {
          const letter = OPTION_LETTERS[index];
          return (
            <Flex key={letter} gap={8} align="center">
              <Checkbox
                aria-label={`${letter}为正确答案`}
                checked={draft.choices.includes(letter)}
                onChange={(event) => toggle(letter, event.target.checked)}
              >
                {letter}
              </Checkbox>
              <Input
                aria-label={`选项${letter}`}
                value={option}
                onChange={(event) =>
                  set({ options: draft.options.map((text, i) => (i === index ? event.target.value : text)) })
                }
              />
              <Button
                aria-label={`删除选项${letter}`}
                icon={<DeleteOutlined />}
                disabled={draft.options.length <= 2}
                onClick={() => set(removeOption(draft, index))}
              />
            </Flex>
          );
        })}
        <Button
          icon={<PlusOutlined />}
          disabled={draft.options.length >= OPTION_LETTERS.length}
          onClick={() => set({ options: [...draft.options, ''] })}
          style={{ alignSelf: 'flex-start' }}
        >
          添加选项
        </Button>
      </Flex>
    </Form.Item>
  );
}

function BlankFields({ draft, set }: { draft: TQuestionDraft; set: (next: Partial<TQuestionDraft>) => void }) {
  const blanks = blanksFor(draft);
  if (blanks.length === 0) {
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 24 }}
        message="在题干中用 ____ 标出空，这里就会出现每个空的答案"
      />
    );
  }
  return (
    <Form.Item
      label="每个空的答案"
      required
      extra="一个空可有多个可接受的答案（输入后回车）；数字按数值比较，1,130.00 与 1130 视为相同"
    >
      <Flex vertical gap={8}>
        {blanks.map((accepted, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a blank is its position in the stem
          <Flex key={`blank-${index}`} gap={8} align="center">
            <Typography.Text style={{ width: 56 }}>第{index + 1}空</Typography.Text>
            <Select
              aria-label={`第${index + 1}空的答案`}
              mode="tags"
              open={false}
              style={{ flex: 1 }}
              value={accepted}
              onChange={(values: string[]) =>
                set({
                  blanks: blanks.map((entry, i) => (i === index ? values.map((v) => v.trim()).filter(Boolean) : entry)),
                })
              }
            />
          </Flex>
        ))}
      </Flex>
    </Form.Item>
  );
}

function EntryFields({ draft, set }: { draft: TQuestionDraft; set: (next: Partial<TQuestionDraft>) => void }) {
  const update = (index: number, next: Partial<TQuestionDraft['lines'][number]>) =>
    set({ lines: draft.lines.map((line, i) => (i === index ? { ...line, ...next } : line)) });
  return (
    <Form.Item label="分录（学生按科目名称或编码、金额作答，行的顺序不限）" required>
      <Flex vertical gap={8}>
        {draft.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity; every field is controlled by value
          <Space.Compact key={`line-${index}`} style={{ width: '100%' }}>
            <Select
              aria-label={`第${index + 1}行借贷`}
              style={{ width: 80 }}
              value={line.side}
              onChange={(side: 'debit' | 'credit') => update(index, { side })}
              options={[
                { value: 'debit', label: '借' },
                { value: 'credit', label: '贷' },
              ]}
            />
            <Input
              aria-label={`第${index + 1}行科目`}
              placeholder="会计科目，如 应交税费—应交增值税（销项税额）"
              value={line.account}
              onChange={(event) => update(index, { account: event.target.value })}
            />
            <Input
              aria-label={`第${index + 1}行科目编码`}
              placeholder="一级科目编码（可选）"
              style={{ width: 170 }}
              value={line.code ?? ''}
              onChange={(event) => update(index, { code: event.target.value })}
            />
            <Input
              aria-label={`第${index + 1}行金额`}
              placeholder="金额"
              style={{ width: 140 }}
              value={line.amount}
              onChange={(event) => update(index, { amount: event.target.value })}
            />
            <Button
              aria-label={`删除第${index + 1}行`}
              icon={<DeleteOutlined />}
              disabled={draft.lines.length <= 2}
              onClick={() => set({ lines: draft.lines.filter((_, i) => i !== index) })}
            />
          </Space.Compact>
        ))}
        <Space>
          <Button icon={<PlusOutlined />} onClick={() => set({ lines: [...draft.lines, emptyLine('debit')] })}>
            添加借方行
          </Button>
          <Button icon={<PlusOutlined />} onClick={() => set({ lines: [...draft.lines, emptyLine('credit')] })}>
            添加贷方行
          </Button>
        </Space>
      </Flex>
    </Form.Item>
  );
}
