// The analysis charts' options, from the server's figures (pure, so that they are tested without a browser).

import type { TAttendanceOverall, TCompletionRate, TSubjectAnalysis } from '@sxpt/contract';
import { sharePercent } from '@sxpt/domain';
import type { EChartsCoreOption } from 'echarts/core';

export const STATE_COLORS = { done: '#52c41a', in_progress: '#1677ff', not_started: '#d9d9d9' } as const;

/** The class by state of the item: a ring with the three states (empty states left out). */
export function completionOption(rate: TCompletionRate): EChartsCoreOption {
  const data = [
    { name: '已完成', value: rate.done, itemStyle: { color: STATE_COLORS.done } },
    { name: '进行中', value: rate.in_progress, itemStyle: { color: STATE_COLORS.in_progress } },
    { name: '未开始', value: rate.not_started, itemStyle: { color: STATE_COLORS.not_started } },
  ].filter((entry) => entry.value > 0);
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}人（{d}%）' },
    legend: { bottom: 0, icon: 'circle' },
    series: [
      {
        type: 'pie',
        radius: ['50%', '74%'],
        center: ['50%', '45%'],
        // the counts stand above the chart; the ring shows the shares
        label: { show: false },
        data,
      },
    ],
  };
}

/** Per question: the share of the class that did it, and that got it right at the first try (percent). */
export function analysisOption(analysis: TSubjectAnalysis): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => `${value}%` },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: analysis.list.map((row) => `第${row.sort}题`) },
    yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      {
        name: '完成率',
        type: 'bar',
        data: analysis.list.map((row) => sharePercent(row.done_rate)),
        itemStyle: { color: '#1677ff' },
      },
      {
        name: '一次正确率',
        type: 'bar',
        data: analysis.list.map((row) => sharePercent(row.first_try_right_rate)),
        itemStyle: { color: '#52c41a' },
      },
    ],
  };
}

/** The sign-ins in order: on time, late and absent stacked, and the attendance rate as a line (percent). */
export function attendanceTrendOption(overall: TAttendanceOverall, dayOf: (iso: string) => string): EChartsCoreOption {
  const labels = overall.trend.map((point) => `${dayOf(point.starts_at)} ${point.title}`);
  const stacked = (name: string, key: 'on_time' | 'late' | 'absent', color: string) => ({
    name,
    type: 'bar',
    stack: 'marks',
    yAxisIndex: 0,
    barMaxWidth: 48,
    itemStyle: { color },
    data: overall.trend.map((point) => point[key]),
  });
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 48, top: 36, bottom: 56 },
    xAxis: {
      type: 'category',
      data: labels,
      axisLabel: { interval: 0, rotate: labels.length > 6 ? 30 : 0, width: 120, overflow: 'truncate' },
    },
    yAxis: [
      { type: 'value', name: '人数', minInterval: 1 },
      {
        type: 'value',
        name: '出勤率',
        min: 0,
        max: 100,
        interval: 20,
        axisLabel: { formatter: '{value}%' },
        splitLine: { show: false },
      },
    ],
    series: [
      stacked('准时', 'on_time', '#52c41a'),
      stacked('迟到', 'late', '#faad14'),
      stacked('缺勤', 'absent', '#ff7875'),
      {
        name: '出勤率',
        type: 'line',
        yAxisIndex: 1,
        symbol: 'circle',
        symbolSize: 8,
        label: { show: true, formatter: '{c}%', color: '#1677ff' },
        itemStyle: { color: '#1677ff' },
        data: overall.trend.map((point) => sharePercent(point.rate)),
      },
    ],
  };
}
