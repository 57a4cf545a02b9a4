import type { TTikuPaperOption } from '@sxpt/contract';
import { describe, expect, it } from 'vitest';
import {
  bandsOption,
  choosePaper,
  classesOf,
  discriminationText,
  facilityText,
  isShownIn,
  optionsText,
  paperOptionLabel,
  rateText,
  regradeBody,
  scoreText,
  sectionFullPoints,
} from './exam-stats-logic';

const option = (
  publication_id: number,
  class_id: number,
  class_name: string,
  title = '期末考试',
): TTikuPaperOption => ({
  publication_id,
  paper_id: 1,
  title,
  kind: 'exam',
  class_id,
  class_name,
  // 2025-03-01 00:30 in Asia/Shanghai
  start_at: '2025-02-28T16:30:00.000Z',
  end_at: '2025-03-31T16:00:00.000Z',
});

describe('the exam analysis filter', () => {
  const options = [option(9, 2, '2024级会计2班'), option(8, 1, '2024级会计1班'), option(7, 2, '2024级会计2班', '练习')];

  it('names a publication by title, class and its start day in Shanghai', () => {
    expect(paperOptionLabel(options[0])).toBe('期末考试 · 2024级会计2班 · 2025-03-01');
  });

  it('offers each class once, by name', () => {
    expect(classesOf(options)).toEqual([
      { value: 1, label: '2024级会计1班' },
      { value: 2, label: '2024级会计2班' },
    ]);
    expect(classesOf([])).toEqual([]);
  });

  it('shows the chosen class’s publications newest first, the chosen one or else the first', () => {
    expect(choosePaper(options, null, null)).toMatchObject({ classId: null, chosen: { publication_id: 9 } });
    const second = choosePaper(options, 2, 7);
    expect(second.shown.map((entry) => entry.publication_id)).toEqual([9, 7]);
    expect(second.chosen?.publication_id).toBe(7);
    // a publication of another class than the one chosen: the class's first
    expect(choosePaper(options, 1, 9).chosen?.publication_id).toBe(8);
    // a class with nothing (an old link): every class
    expect(choosePaper(options, 5, null)).toMatchObject({ classId: null, chosen: { publication_id: 9 } });
    expect(choosePaper([], null, 3)).toEqual({ classId: null, shown: [], chosen: undefined });
  });
});

describe('the figures as text', () => {
  it('reads rates, facility and discrimination', () => {
    expect(rateText('0.8333')).toBe('83.3%');
    expect(rateText('1.0000')).toBe('100.0%');
    expect(rateText(null)).toBe('—');
    expect(facilityText(1 / 3)).toBe('33.3%');
    expect(facilityText(0)).toBe('0.0%');
    expect(facilityText(null)).toBe('—');
    expect(discriminationText(0.98765)).toBe('0.99');
    expect(discriminationText(-0.2)).toBe('-0.20');
    expect(discriminationText(null)).toBe('—');
  });

  it('reads the options chosen with the right ones marked', () => {
    expect(
      optionsText([
        { key: 'A', text: '甲', count: 3, is_right: false },
        { key: 'B', text: '乙', count: 1, is_right: false },
        { key: 'C', text: '丙', count: 12, is_right: true },
        { key: 'D', text: '丁', count: 0, is_right: false },
      ]),
    ).toBe('A 3 · B 1 · C 12✓ · D 0');
  });

  it('reads a score only when submitted, and a section’s full marks exactly', () => {
    expect(scoreText({ score: '86.50', max_score: '100.00' })).toBe('86.50 / 100.00');
    expect(scoreText({ score: null, max_score: '100.00' })).toBe('—');
    // 0.1 × 3 is 0.30000000000000004 in floating point
    expect(sectionFullPoints({ points: '0.10', count: 3 })).toBe('0.30');
    expect(sectionFullPoints({ points: '2.00', count: 15 })).toBe('30.00');
  });

  it('filters an answer sheet to the questions that lost points or wait for a grade', () => {
    const statuses = ['right', 'partial', 'wrong', 'unanswered', 'pending'] as const;
    const shown = (filter: 'all' | 'lost' | 'pending') => statuses.filter((status) => isShownIn({ status }, filter));
    expect(shown('all')).toEqual([...statuses]);
    expect(shown('lost')).toEqual(['partial', 'wrong', 'unanswered']);
    expect(shown('pending')).toEqual(['pending']);
  });
});

describe('the distribution chart', () => {
  it('draws one bar per band with its count, the band below the pass line in red', () => {
    const chart = bandsOption({
      bands: [
        { label: '60分以下', count: 2 },
        { label: '60–69分', count: 1 },
        { label: '70–79分', count: 3 },
        { label: '80–89分', count: 4 },
        { label: '90分以上', count: 1 },
      ],
    }) as {
      xAxis: { data: string[] };
      yAxis: { minInterval: number };
      series: { type: string; data: { value: number; itemStyle: { color: string } }[] }[];
    };
    expect(chart.xAxis.data).toEqual(['60分以下', '60–69分', '70–79分', '80–89分', '90分以上']);
    expect(chart.yAxis.minInterval).toBe(1);
    expect(chart.series).toHaveLength(1);
    expect(chart.series[0].type).toBe('bar');
    expect(chart.series[0].data.map((bar) => bar.value)).toEqual([2, 1, 3, 4, 1]);
    expect(chart.series[0].data[0].itemStyle.color).toBe('#ff7875');
    expect(new Set(chart.series[0].data.map((bar) => bar.itemStyle.color)).size).toBe(5);
  });
});

describe('a regrade', () => {
  const choice = { question_id: 11, type: 'single', points: '2.00' };
  const essay = { question_id: 12, type: 'essay', points: '10.00' };

  it('marks a question right, wrong or back to the grading, with a trimmed reason', () => {
    expect(regradeBody(5, choice, { verdict: 'right', reason: ' 审核更正 ' })).toEqual({
      body: { attempt_id: 5, question_id: 11, is_right: true, reason: '审核更正' },
    });
    expect(regradeBody(5, choice, { verdict: 'wrong', reason: '抄袭' })).toMatchObject({ body: { is_right: false } });
    expect(regradeBody(5, choice, { verdict: 'auto', reason: '恢复' })).toMatchObject({ body: { is_right: null } });
  });

  it('gives a 简答 points from 0 to its full marks, as text', () => {
    expect(regradeBody(5, essay, { points: '8.5', reason: '要点基本答出' })).toEqual({
      body: { attempt_id: 5, question_id: 12, points: '8.5', reason: '要点基本答出' },
    });
    expect(regradeBody(5, essay, { points: '10', reason: '满分' })).toMatchObject({ body: { points: '10' } });
    expect(regradeBody(5, essay, { points: '0', reason: '未答到要点' })).toMatchObject({ body: { points: '0' } });
  });

  it('says what is missing or wrong before anything is sent', () => {
    expect(regradeBody(5, choice, { reason: '原因' })).toEqual({ problem: '请选择判定结果或填写分数' });
    expect(regradeBody(5, choice, { verdict: 'right', reason: '  ' })).toEqual({ problem: '请填写修改原因' });
    expect(regradeBody(5, choice, { verdict: 'right', reason: '字'.repeat(201) })).toEqual({
      problem: '修改原因不能超过200个字',
    });
    expect(regradeBody(5, essay, { points: null, reason: '原因' })).toEqual({ problem: '请填写得分' });
    expect(regradeBody(5, essay, { points: '10.01', reason: '原因' })).toEqual({
      problem: '分数不能超过本题满分10.00分',
    });
    expect(regradeBody(5, essay, { points: '8.125', reason: '原因' })).toEqual({
      problem: '分数应为最多两位小数的数字',
    });
    expect(regradeBody(5, essay, { points: '-1', reason: '原因' })).toEqual({ problem: '分数应为最多两位小数的数字' });
    expect(regradeBody(5, essay, { points: '8', reason: '' })).toEqual({ problem: '请填写修改原因' });
  });
});
