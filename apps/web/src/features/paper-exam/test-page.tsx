import type { TAnswerSheet, TStudentAnswer, TStudentPaperRow } from '@sxpt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Descriptions, Flex, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText, isApiError } from '../../api/api-error';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { idParam } from '../admin/admin-paths';
import { backToClasses } from '../course/missing-context';
import { countdownText, hasAnswer, sectionNumeral } from './exam-logic';
import { examKeys, examPaths, fetchMyPapers, openSheet, reportLeave, saveAnswers, submitSheet } from './paper-exam-api';
import { AnswerInput, QuestionStem } from './question-view';
import { PAPER_STATE_TAG } from './student-papers-card';

/**
 * /studentViews/testPage?id=<publication> (or ?paper_id= from a lesson's paper item): the paper's cover, then the
 * answer sheet with the server's countdown, answers saved as the student goes, 切屏 counted when the publication
 * says so, and 交卷 (done by the server at the deadline anyway).
 */
export default function TestPage() {
  const [search] = useSearchParams();
  const publicationId = idParam(search.get('id'));
  const paperId = idParam(search.get('paper_id'));
  const papers = useQuery({ queryKey: examKeys.list, queryFn: fetchMyPapers });
  const [sheet, setSheet] = useState<TAnswerSheet | null>(null);

  if (papers.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (papers.isError)
    return (
      <LoadFailed title="试卷加载失败" error={papers.error} onRetry={() => papers.refetch()} back={backToClasses} />
    );
  const row = pickRow(papers.data.list, publicationId, paperId);
  if (!row)
    return (
      <Card>
        <Result
          status="info"
          title={paperId ? '老师还没有把这份试卷发布给你' : '没有找到这份试卷'}
          subTitle="试卷由任课老师发布到班级后才能作答；已发布的试卷在「我的试卷」中。"
          extra={<Button href={backToClasses.to}>{backToClasses.label}</Button>}
        />
      </Card>
    );
  if (sheet) return <AnswerSheet initial={sheet} />;
  return <PaperCover row={row} onOpened={setSheet} />;
}

/** The publication the page is for: by id, or for a paper the one to work on now (in progress, open, latest). */
function pickRow(rows: TStudentPaperRow[], publicationId?: number, paperId?: number): TStudentPaperRow | undefined {
  if (publicationId) return rows.find((row) => row.publication_id === publicationId);
  if (!paperId) return undefined;
  const mine = rows.filter((row) => row.paper_id === paperId);
  return mine.find((row) => row.state === 'in_progress') ?? mine.find((row) => row.may_start) ?? mine[0];
}

function PaperCover({ row, onOpened }: { row: TStudentPaperRow; onOpened: (sheet: TAnswerSheet) => void }) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = useCallback(async () => {
    setOpening(true);
    setRefusal(null);
    try {
      onOpened(await openSheet(row.publication_id));
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setOpening(false);
    }
  }, [row.publication_id, onOpened]);

  // an attempt in progress resumes at once
  const resumed = useRef(false);
  useEffect(() => {
    if (row.state === 'in_progress' && !resumed.current) {
      resumed.current = true;
      void open();
    }
  }, [row.state, open]);

  const state = PAPER_STATE_TAG[row.state];
  return (
    <Card title={row.title} extra={<Tag color={state.color}>{state.label}</Tag>}>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label="班级">{row.class_name}</Descriptions.Item>
        <Descriptions.Item label="课程">{row.resource_name}</Descriptions.Item>
        <Descriptions.Item label="类型">{row.kind === 'exam' ? '考试' : '练习'}</Descriptions.Item>
        <Descriptions.Item label="题数 / 总分">
          {row.question_count} 题 / {row.total_points} 分（{row.pass_mark} 分及格）
        </Descriptions.Item>
        <Descriptions.Item label="作答时长">
          {row.duration_minutes > 0 ? `${row.duration_minutes} 分钟` : '不限时（截止前交卷）'}
        </Descriptions.Item>
        <Descriptions.Item label="作答次数">
          已用 {row.attempts_used} 次 / {row.max_attempts > 0 ? `共 ${row.max_attempts} 次` : '不限'}
        </Descriptions.Item>
        <Descriptions.Item label="开放时间" span={2}>
          {formatDateTime(row.start_at)} 至 {formatDateTime(row.end_at)}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        开始后计时由服务器掌握，到时自动交卷；答案边答边保存，刷新或换电脑可继续作答。
      </Typography.Paragraph>
      {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} /> : null}
      <Flex gap={12}>
        {row.may_start ? (
          <Button type="primary" size="large" loading={opening} onClick={open}>
            {row.state === 'in_progress' ? '继续作答' : row.attempts_used > 0 ? '再次作答' : '开始作答'}
          </Button>
        ) : null}
        {row.attempt_id && row.state !== 'in_progress' ? (
          <Button size="large" onClick={() => navigate(examPaths.report(row.attempt_id as number))}>
            查看成绩
          </Button>
        ) : null}
        <Button size="large" onClick={() => navigate(backToClasses.to)}>
          返回
        </Button>
      </Flex>
    </Card>
  );
}

type TSaveState = 'saved' | 'saving' | 'failed';

function AnswerSheet({ initial }: { initial: TAnswerSheet }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sheet = initial;
  const [answers, setAnswers] = useState<Record<number, TStudentAnswer | null>>(() =>
    Object.fromEntries(sheet.questions.map((q) => [q.question_id, q.saved])),
  );
  // questions changed since the last successful save (by id → the version of the change)
  const dirty = useRef(new Map<number, number>());
  const version = useRef(0);
  const [saveState, setSaveState] = useState<TSaveState>('saved');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const finished = useRef(false);
  const offset = useMemo(() => new Date(sheet.server_now).getTime() - Date.now(), [sheet.server_now]);
  const deadline = new Date(sheet.deadline_at).getTime();
  const [left, setLeft] = useState(() => deadline - (Date.now() + offset));
  const answersRef = useRef(answers);
  answersRef.current = answers;

  const pendingBody = useCallback(() => {
    const ids = [...dirty.current.keys()];
    return ids.map((id) => ({ question_id: id, answer: answersRef.current[id] ?? null }));
  }, []);

  const finish = useCallback(
    async (text: string) => {
      if (finished.current) return;
      finished.current = true;
      await queryClient.invalidateQueries({ queryKey: examKeys.all });
      message.info(text);
      navigate(examPaths.report(sheet.attempt_id), { replace: true });
    },
    [message, navigate, queryClient, sheet.attempt_id],
  );

  // one save at a time, so that an older save can never land after a newer one
  const inFlight = useRef(false);
  const [pulse, setPulse] = useState(0);
  const flush = useCallback(async () => {
    if (finished.current || dirty.current.size === 0 || inFlight.current) return;
    const sent = new Map(dirty.current);
    inFlight.current = true;
    setSaveState('saving');
    try {
      const saved = await saveAnswers({ attempt_id: sheet.attempt_id, answers: pendingBody() });
      for (const [id, at] of sent) if (dirty.current.get(id) === at) dirty.current.delete(id);
      setSavedAt(saved.saved_at);
      setSaveState(dirty.current.size > 0 ? 'saving' : 'saved');
    } catch (error) {
      if (isApiError(error) && error.code === 409) await finish(error.message);
      else setSaveState('failed');
    } finally {
      inFlight.current = false;
      // what changed meanwhile goes next
      if (dirty.current.size > 0) setPulse((n) => n + 1);
    }
  }, [finish, pendingBody, sheet.attempt_id]);

  // save shortly after the student stops typing; retry every few seconds after a failure
  // biome-ignore lint/correctness/useExhaustiveDependencies: pulse schedules the next save
  useEffect(() => {
    if (dirty.current.size === 0) return;
    const timer = window.setTimeout(() => void flush(), saveState === 'failed' ? 3000 : 800);
    return () => window.clearTimeout(timer);
  }, [flush, saveState, pulse]);

  const change = (questionId: number, answer: TStudentAnswer | null) => {
    version.current += 1;
    dirty.current.set(questionId, version.current);
    setAnswers((current) => ({ ...current, [questionId]: answer }));
    setSaveState((state) => (state === 'failed' ? state : 'saving'));
    setPulse((n) => n + 1);
  };

  const submit = useCallback(
    async (auto: boolean) => {
      if (finished.current) return;
      try {
        await submitSheet({
          attempt_id: sheet.attempt_id,
          ...(dirty.current.size > 0 ? { answers: pendingBody() } : {}),
        });
        dirty.current.clear();
        await finish(auto ? '时间到，试卷已自动提交' : '交卷成功');
      } catch (error) {
        if (isApiError(error) && error.code === 409) await finish(error.message);
        else message.error(errorText(error));
      }
    },
    [finish, message, pendingBody, sheet.attempt_id],
  );

  // the countdown from the server's clock; at zero the sheet is handed in
  useEffect(() => {
    const timer = window.setInterval(() => {
      const rest = deadline - (Date.now() + offset);
      setLeft(rest);
      if (rest <= 0) {
        window.clearInterval(timer);
        void submit(true);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, offset, submit]);

  // leaving the page (切屏) is counted when the publication says so
  useEffect(() => {
    if (!sheet.count_switches) return;
    // a reload or a link away hides the page too: that is not leaving the exam
    let unloading = false;
    const onUnload = () => {
      unloading = true;
    };
    const onVisibility = async () => {
      if (document.visibilityState !== 'hidden' || finished.current || unloading) return;
      try {
        const result = await reportLeave(sheet.attempt_id);
        if (result.submitted) await finish('离开答题页面的次数已达上限，试卷已自动提交');
        else
          modal.warning({
            title: '请不要离开答题页面',
            content: `你已离开答题页面 ${result.switch_count} 次${
              result.switch_limit > 0 ? `，达到 ${result.switch_limit} 次将自动交卷` : '，老师会看到离开的次数'
            }。`,
          });
      } catch (error) {
        if (isApiError(error) && error.code === 409) await finish(error.message);
      }
    };
    window.addEventListener('beforeunload', onUnload);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [finish, modal, sheet.attempt_id, sheet.count_switches]);

  const answered = sheet.questions.filter((q) => hasAnswer(answers[q.question_id])).length;
  const askSubmit = () => {
    const missing = sheet.questions.length - answered;
    modal.confirm({
      title: '确定交卷吗？',
      content: missing > 0 ? `还有 ${missing} 题未作答，交卷后不能再修改。` : '交卷后不能再修改。',
      okText: '交卷',
      cancelText: '继续作答',
      onOk: () => submit(false),
    });
  };

  let cursor = 0;
  const sections = sheet.sections.map((section, index) => {
    const questions = sheet.questions.slice(cursor, cursor + section.count);
    cursor += section.count;
    return { ...section, index, questions };
  });
  const urgent = left < 5 * 60_000;

  return (
    <Row gutter={16}>
      <Col xs={24} lg={18}>
        <Card style={{ marginBottom: 16 }}>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {sheet.title}
            {sheet.only_wrong ? <Tag style={{ marginLeft: 8 }}>错题重做</Tag> : null}
          </Typography.Title>
          {sheet.description ? <Typography.Paragraph type="secondary">{sheet.description}</Typography.Paragraph> : null}
          <Typography.Text type="secondary">
            共 {sheet.questions.length} 题，满分 {sheet.total_points} 分 · 第 {sheet.attempt_no} 次作答
          </Typography.Text>
        </Card>
        {sections.map((section) => (
          <Card
            key={section.index}
            title={`${sectionNumeral(section.index)}、${section.title.replace(/^[一二三四五六七八九十]+、/, '')}`}
            extra={`每题 ${Number(section.points)} 分，共 ${section.count} 题`}
            style={{ marginBottom: 16 }}
          >
            <Flex vertical gap={24}>
              {section.questions.map((question) => (
                <div key={question.question_id} id={`q-${question.no}`}>
                  <QuestionStem question={question} />
                  <AnswerInput
                    question={question}
                    value={answers[question.question_id] ?? null}
                    onChange={(answer) => change(question.question_id, answer)}
                  />
                </div>
              ))}
            </Flex>
          </Card>
        ))}
      </Col>
      <Col xs={24} lg={6}>
        <Card style={{ position: 'sticky', top: 80 }}>
          <Flex vertical gap={12}>
            <div>
              <Typography.Text type="secondary">剩余时间</Typography.Text>
              <Typography.Title
                level={2}
                style={{ margin: 0, color: urgent ? '#cf1322' : undefined }}
                aria-label="剩余时间"
              >
                {countdownText(left)}
              </Typography.Title>
            </div>
            <Typography.Text>
              已答 {answered} / {sheet.questions.length} 题
            </Typography.Text>
            <Typography.Text type={saveState === 'failed' ? 'danger' : 'secondary'} aria-label="保存状态">
              {saveState === 'saving'
                ? '保存中…'
                : saveState === 'failed'
                  ? '保存失败，正在重试…'
                  : savedAt
                    ? `已保存 ${formatDateTime(savedAt).slice(11)}`
                    : '答案会自动保存'}
            </Typography.Text>
            {sheet.count_switches ? (
              <Typography.Text type="warning">
                离开页面会被记录{sheet.switch_limit > 0 ? `，${sheet.switch_limit} 次后自动交卷` : ''}
              </Typography.Text>
            ) : null}
            <Typography.Text strong>答题卡</Typography.Text>
            <Flex wrap gap={6}>
              {sheet.questions.map((question) => (
                <Button
                  key={question.question_id}
                  size="small"
                  style={{ width: 36 }}
                  type={hasAnswer(answers[question.question_id]) ? 'primary' : 'default'}
                  onClick={() =>
                    document.getElementById(`q-${question.no}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' })
                  }
                >
                  {question.no}
                </Button>
              ))}
            </Flex>
            <Button type="primary" size="large" block onClick={askSubmit}>
              交卷
            </Button>
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
