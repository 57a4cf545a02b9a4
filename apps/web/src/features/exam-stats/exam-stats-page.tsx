import type { TTikuExamRow } from '@sxpt/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Select, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { useIsCollegeAdmin } from '../college/use-college-data';
import { AnswerSheetDrawer } from './answer-sheet-drawer';
import { ExamListTab } from './exam-list-tab';
import { examStatsKeys, fetchPaperOptions, type TPaperKindName } from './exam-stats-api';
import { choosePaper, classesOf, KIND_NOUN, paperOptionLabel } from './exam-stats-logic';
import { OverviewCard } from './overview-card';
import { QuestionStatsTab } from './question-stats-tab';

const numberParam = (params: URLSearchParams, name: string) => {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** Nothing published yet: where papers are published, for the teacher a link there. */
function NothingPublished({ kind }: { kind: TPaperKindName }) {
  const isAdmin = useIsCollegeAdmin();
  const noun = KIND_NOUN[kind];
  return (
    <Card>
      <Empty
        description={
          <Flex vertical gap={4} align="center">
            <Typography.Text>{isAdmin ? `本院还没有发布的${noun}` : `您任教的班级还没有发布的${noun}`}</Typography.Text>
            <Typography.Text type="secondary">
              老师在「试卷库」发布{kind === 'exam' ? '考试卷' : '练习卷'}后，学生交卷的成绩和试题分析会显示在这里。
            </Typography.Text>
            {isAdmin ? null : <Link to="/collegeViews/teachResource/testpaper_bank">去试卷库发布</Link>}
          </Flex>
        }
      />
    </Card>
  );
}

/**
 * dataStatis/kaoshi (admin), kaoshi_teacher (teacher): 考试分析; dataStatis/zuoti: 做题分析, the same for practice
 * papers. A publication (paper × class) chosen above; its overview and distribution; each student's result and
 * answer sheet (regraded there); each question's statistics.
 */
export function ExamStatsPage({ kind }: { kind: TPaperKindName }) {
  const noun = KIND_NOUN[kind];
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState('list');
  const [sheetOf, setSheetOf] = useState<TTikuExamRow | null>(null);
  const options = useQuery({ queryKey: examStatsKeys.options(kind), queryFn: () => fetchPaperOptions(kind) });
  const all = options.data ?? [];
  const { classId, shown, chosen } = choosePaper(
    all,
    numberParam(params, 'class_id'),
    numberParam(params, 'publication_id'),
  );

  if (options.isError)
    return <LoadFailed title={`${noun}列表加载失败`} error={options.error} onRetry={() => options.refetch()} />;
  const choose = (next: { class_id?: number | null; publication_id?: number }) => {
    const entries = { class_id: classId, publication_id: chosen?.publication_id ?? null, ...next };
    if (next.class_id !== undefined) entries.publication_id = next.publication_id ?? null;
    setParams(
      Object.fromEntries(
        Object.entries(entries)
          .filter(([, value]) => value !== null && value !== undefined)
          .map(([key, value]) => [key, String(value)]),
      ),
      { replace: true },
    );
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex wrap gap={16} align="center">
          <Flex gap={8} align="center">
            <Typography.Text>班级</Typography.Text>
            <Select<number>
              aria-label="班级"
              style={{ width: 200 }}
              allowClear
              placeholder="全部班级"
              loading={options.isPending}
              value={classId ?? undefined}
              options={classesOf(all)}
              onChange={(value) => choose({ class_id: value ?? null })}
            />
          </Flex>
          <Flex gap={8} align="center" style={{ flex: 1, minWidth: 320 }}>
            <Typography.Text>{noun}</Typography.Text>
            <Select<number>
              aria-label={noun}
              style={{ flex: 1, maxWidth: 560 }}
              showSearch={{ optionFilterProp: 'label' }}
              loading={options.isPending}
              value={chosen?.publication_id}
              notFoundContent={`没有发布的${noun}`}
              options={shown.map((option) => ({ value: option.publication_id, label: paperOptionLabel(option) }))}
              onChange={(value) => choose({ publication_id: value })}
            />
          </Flex>
        </Flex>
      </Card>
      {options.isPending ? null : !chosen ? (
        <NothingPublished kind={kind} />
      ) : (
        <>
          <OverviewCard key={chosen.publication_id} kind={kind} publicationId={chosen.publication_id} />
          <Card size="small">
            <Tabs
              activeKey={tab}
              onChange={setTab}
              items={[
                {
                  key: 'list',
                  label: '成绩列表',
                  children: (
                    <ExamListTab
                      key={chosen.publication_id}
                      publicationId={chosen.publication_id}
                      onOpen={setSheetOf}
                    />
                  ),
                },
                {
                  key: 'questions',
                  label: '试题分析',
                  children: <QuestionStatsTab key={chosen.publication_id} publicationId={chosen.publication_id} />,
                },
              ]}
            />
          </Card>
        </>
      )}
      <AnswerSheetDrawer row={sheetOf} onClose={() => setSheetOf(null)} />
    </Flex>
  );
}

/** 考试分析 (kaoshi, kaoshi_teacher). */
export default function KaoshiPage() {
  return <ExamStatsPage kind="exam" />;
}

/** 做题分析 (zuoti): the practice papers. */
export function ZuotiPage() {
  return <ExamStatsPage kind="practice" />;
}
