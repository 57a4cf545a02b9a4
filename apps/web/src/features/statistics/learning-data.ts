// The learning pages' data: per-lesson rows of either kind, and their chart.

import type { TCourseLearningBody, TLearningLesson } from '@sxpt/contract';
import { sharePercent } from '@sxpt/domain';
import { useQuery } from '@tanstack/react-query';
import type { EChartsCoreOption } from 'echarts/core';
import { fetchHandoutStats, fetchVideoStats } from './statistics-api';

export type TKind = 'video' | 'handout';

/** One row per lesson: the class's figures. */
export interface TLessonRow extends TLearningLesson {
  done: number;
  rate: string;
  avg_seconds: number;
  /** video: mean watched share of the length ('' unknown) */
  share: string;
}

export function useLessonRows(base: string, kind: TKind, body: TCourseLearningBody | null) {
  return useQuery({
    queryKey: ['statistics', 'learning', base, kind, 'lessons', body],
    enabled: body !== null,
    queryFn: async (): Promise<TLessonRow[]> => {
      if (!body) return [];
      if (kind === 'video') {
        return (await fetchVideoStats(base, body)).map((row) => ({
          ...row,
          done: row.completed,
          rate: row.completed_rate,
          avg_seconds: row.avg_watched_seconds,
          share: row.avg_watched_share,
        }));
      }
      return (await fetchHandoutStats(base, body)).map((row) => ({
        ...row,
        done: row.opened,
        rate: row.opened_rate,
        avg_seconds: row.avg_read_seconds,
        share: '',
      }));
    },
  });
}

export function chartOption(rows: readonly TLessonRow[], kind: TKind): EChartsCoreOption {
  const names = rows.map((row) => row.lesson_name);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 48, top: 36, bottom: 64 },
    xAxis: {
      type: 'category',
      data: names,
      axisLabel: { interval: 0, rotate: names.length > 5 ? 30 : 0, width: 110, overflow: 'truncate' },
    },
    yAxis:
      kind === 'video'
        ? [{ type: 'value', max: 100, axisLabel: { formatter: '{value}%' } }]
        : [
            { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
            { type: 'value', name: '分钟', splitLine: { show: false } },
          ],
    series:
      kind === 'video'
        ? [
            {
              name: '完成率',
              type: 'bar',
              barMaxWidth: 36,
              itemStyle: { color: '#52c41a' },
              data: rows.map((row) => sharePercent(row.rate)),
            },
            {
              name: '平均观看比例',
              type: 'bar',
              barMaxWidth: 36,
              itemStyle: { color: '#1677ff' },
              data: rows.map((row) => (row.share === '' ? null : sharePercent(row.share))),
            },
          ]
        : [
            {
              name: '阅读率',
              type: 'bar',
              barMaxWidth: 36,
              itemStyle: { color: '#1677ff' },
              data: rows.map((row) => sharePercent(row.rate)),
            },
            {
              name: '平均阅读（分钟）',
              type: 'bar',
              yAxisIndex: 1,
              barMaxWidth: 36,
              itemStyle: { color: '#faad14' },
              data: rows.map((row) => Math.round(row.avg_seconds / 6) / 10),
            },
          ],
  };
}
