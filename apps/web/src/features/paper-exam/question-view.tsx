import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TParsedQuestion, TSheetQuestion, TStudentAnswer } from '@sxpt/contract';
import type { TEntryLine, TModelAnswer } from '@sxpt/domain';
import { Button, Checkbox, Flex, Input, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import { RichText } from '../../components/rich-text';
import { answerText, blankLine, emptyAnswer, LETTERS, STATUS_COLOR, STATUS_LABEL, shownLetter } from './exam-logic';

type TSheetInput = Pick<TSheetQuestion, 'no' | 'type' | 'options' | 'blanks'>;

/** The answer field of a question, by type: options to choose, blanks, entry lines, or text. */
export function AnswerInput({
  question,
  value,
  onChange,
}: {
  question: TSheetInput;
  value: TStudentAnswer | null;
  onChange: (answer: TStudentAnswer | null) => void;
}) {
  const label = `第${question.no}题`;
  switch (question.type) {
    case 'single':
      return (
        <Radio.Group
          aria-label={`${label}答案`}
          value={value?.type === 'single' ? value.choices : undefined}
          onChange={(event) => onChange({ type: 'single', choices: event.target.value })}
        >
          <Flex vertical gap={8}>
            {question.options.map((option, i) => (
              <Radio key={option.key} value={option.key}>
                {LETTERS[i]}. <RichText text={option.text} />
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      );
    case 'multiple':
    case 'indefinite': {
      const type = question.type;
      const chosen = value && 'choices' in value ? [...value.choices] : [];
      return (
        <Checkbox.Group
          aria-label={`${label}答案`}
          value={chosen}
          onChange={(keys) => onChange({ type, choices: [...(keys as string[])].sort().join('') })}
        >
          <Flex vertical gap={8}>
            {question.options.map((option, i) => (
              <Checkbox key={option.key} value={option.key}>
                {LETTERS[i]}. <RichText text={option.text} />
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      );
    }
    case 'judge':
      return (
        <Radio.Group
          aria-label={`${label}答案`}
          value={value?.type === 'judge' ? value.value : undefined}
          onChange={(event) => onChange({ type: 'judge', value: event.target.value })}
        >
          <Radio value={true}>正确</Radio>
          <Radio value={false}>错误</Radio>
        </Radio.Group>
      );
    case 'blank': {
      const blanks = value?.type === 'blank' ? value.blanks : (emptyAnswer(question) as { blanks: string[] }).blanks;
      return (
        <Flex gap={12} wrap>
          {blanks.map((text, i) => (
            <Input
              // biome-ignore lint/suspicious/noArrayIndexKey: a blank is its place in the stem
              key={i}
              aria-label={`${label}第${i + 1}空`}
              addonBefore={`第${i + 1}空`}
              style={{ width: 240 }}
              maxLength={200}
              value={text}
              onChange={(event) =>
                onChange({ type: 'blank', blanks: blanks.map((old, j) => (j === i ? event.target.value : old)) })
              }
            />
          ))}
        </Flex>
      );
    }
    case 'entry':
      return <EntryLines label={label} value={value} onChange={onChange} />;
    case 'essay':
      return (
        <Input.TextArea
          aria-label={`${label}答案`}
          autoSize={{ minRows: 4, maxRows: 14 }}
          maxLength={5000}
          showCount
          value={value?.type === 'essay' ? value.text : ''}
          onChange={(event) => onChange({ type: 'essay', text: event.target.value })}
        />
      );
  }
}

function EntryLines({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TStudentAnswer | null;
  onChange: (answer: TStudentAnswer) => void;
}) {
  const lines: TEntryLine[] = value?.type === 'entry' ? value.lines : [blankLine('debit'), blankLine('credit')];
  const set = (next: TEntryLine[]) => onChange({ type: 'entry', lines: next });
  const change = (i: number, patch: Partial<TEntryLine>) =>
    set(lines.map((line, j) => (j === i ? { ...line, ...patch } : line)));
  return (
    <Flex vertical gap={8}>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the entry
        <Space.Compact key={i} style={{ width: '100%', maxWidth: 640 }}>
          <Select
            aria-label={`${label}第${i + 1}行借贷`}
            style={{ width: 80 }}
            value={line.side}
            options={[
              { value: 'debit', label: '借' },
              { value: 'credit', label: '贷' },
            ]}
            onChange={(side) => change(i, { side })}
          />
          <Input
            aria-label={`${label}第${i + 1}行科目`}
            placeholder="会计科目（名称或编码，明细用—分隔）"
            maxLength={100}
            value={line.account}
            onChange={(event) => change(i, { account: event.target.value })}
          />
          <Input
            aria-label={`${label}第${i + 1}行金额`}
            placeholder="金额"
            style={{ width: 150 }}
            maxLength={20}
            value={line.amount}
            onChange={(event) => change(i, { amount: event.target.value })}
          />
          <Button
            aria-label={`删除${label}第${i + 1}行`}
            icon={<DeleteOutlined />}
            disabled={lines.length <= 1}
            onClick={() => set(lines.filter((_, j) => j !== i))}
          />
        </Space.Compact>
      ))}
      <Button
        icon={<PlusOutlined />}
        style={{ alignSelf: 'flex-start' }}
        disabled={lines.length >= 20}
        onClick={() => set([...lines, blankLine('credit')])}
      >
        增加分录行
      </Button>
    </Flex>
  );
}

/** The question's stem and, for choice types, its options as the student saw them. */
export function QuestionStem({ question }: { question: Pick<TSheetQuestion, 'no' | 'stem' | 'points'> }) {
  return (
    <Typography.Paragraph style={{ marginBottom: 12 }}>
      <Typography.Text strong>{question.no}. </Typography.Text>
      <RichText text={question.stem} />
      <Typography.Text type="secondary">（{Number(question.points)}分）</Typography.Text>
    </Typography.Paragraph>
  );
}

const wrongStyle = { color: '#cf1322' };

/**
 * A question answered: the student's answer beside the right one, the wrong parts in red, and 解析. `viewer`: the
 * student reads 你的答案, a teacher 学生答案.
 */
export function QuestionReadout({
  question,
  viewer = 'student',
}: {
  question: TParsedQuestion;
  viewer?: 'student' | 'teacher';
}) {
  const whose = viewer === 'student' ? '你的' : '学生';
  const right = question.right as TModelAnswer;
  const given = question.given;
  const isChoice = question.options.length > 0;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center">
        <Tag color={STATUS_COLOR[question.status]}>{STATUS_LABEL[question.status]}</Tag>
        <Typography.Text type="secondary">
          得分 {question.earned} / {question.points}
        </Typography.Text>
      </Flex>
      <QuestionStem question={question} />
      {isChoice ? (
        <Flex vertical gap={4}>
          {question.options.map((option) => {
            const picked = given && 'choices' in given && given.choices.includes(option.key);
            const isRight = 'choices' in right && right.choices.includes(option.key);
            return (
              <Typography.Text
                key={option.key}
                style={picked && !isRight ? wrongStyle : isRight ? { color: '#389e0d' } : undefined}
              >
                {shownLetter(option.key, question.options)}. <RichText text={option.text} />
                {picked ? `（${whose}选择）` : ''}
              </Typography.Text>
            );
          })}
        </Flex>
      ) : null}
      {question.type === 'entry' && right.type === 'entry' ? (
        <EntryCompare question={question} right={right.lines} whose={whose} />
      ) : (
        <>
          <Typography.Text style={question.status === 'right' ? undefined : wrongStyle}>
            {whose}答案：{answerText(given, question.options)}
          </Typography.Text>
          <Typography.Text>
            {question.type === 'essay' ? '参考答案' : '正确答案'}：{answerText(right, question.options)}
          </Typography.Text>
        </>
      )}
      {question.type === 'blank' && question.wrong.length > 0 ? (
        <Typography.Text style={wrongStyle}>
          错误的空：{question.wrong.map((i) => `第${Number(i) + 1}空`).join('、')}
        </Typography.Text>
      ) : null}
      <div style={{ background: '#f6f8fa', padding: '8px 12px', borderRadius: 6 }}>
        <Typography.Text strong>解析：</Typography.Text>
        <RichText text={question.explanation || '暂无解析'} />
      </div>
    </Flex>
  );
}

const SIDE_LABEL = { debit: '借', credit: '贷' } as const;

function EntryCompare({ question, right, whose }: { question: TParsedQuestion; right: TEntryLine[]; whose: string }) {
  // the lines the server graded: blank lines left out, so 'student:i' counts as it does
  const given = (question.given?.type === 'entry' ? question.given.lines : []).filter(
    (line) => line.account.trim() !== '' || line.amount.trim() !== '',
  );
  const wrongLines = new Set(question.wrong);
  const rows = [
    ...given.map((line, i) => ({ key: `s${i}`, who: `${whose}分录`, line, bad: wrongLines.has(`student:${i}`) })),
    ...right.map((line, i) => ({ key: `m${i}`, who: '正确分录', line, bad: wrongLines.has(`model:${i}`) })),
  ];
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      style={{ maxWidth: 640 }}
      dataSource={rows}
      columns={[
        { title: '', dataIndex: 'who', width: 90 },
        { title: '借贷', width: 60, render: (_, row) => SIDE_LABEL[row.line.side] },
        {
          title: '科目',
          render: (_, row) => <span style={row.bad ? wrongStyle : undefined}>{row.line.account}</span>,
        },
        {
          title: '金额',
          width: 120,
          align: 'right',
          render: (_, row) => <span style={row.bad ? wrongStyle : undefined}>{row.line.amount}</span>,
        },
      ]}
    />
  );
}
