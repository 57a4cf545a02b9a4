import type { TStatisticsChapter, TSubjectAnalysis } from '@sxpt/contract';
import { describe, expect, it } from 'vitest';
import { analysisOption, attendanceTrendOption, completionOption } from './shicao-charts';
import { itemKey, lessonsWithItems } from './use-shicao-filters';

describe('the analysis filters and charts', () => {
  it('offer only the lessons that have practice items, in course order, with their chapter', () => {
    const chapters: TStatisticsChapter[] = [
      {
        id: 1,
        name: '第一章',
        lessons: [
          { id: 11, name: '认识发票', items: [] },
          { id: 12, name: '开具发票', items: [{ area: 'bwkp', case_id: 5, title: '综合实训' }] },
        ],
      },
      {
        id: 2,
        name: '第二章',
        lessons: [{ id: 21, name: '申报', items: [{ area: 'baoshui', case_id: 7, title: '增值税申报' }] }],
      },
    ];
    expect(lessonsWithItems(chapters).map((lesson) => [lesson.chapterName, lesson.lessonId])).toEqual([
      ['第一章', 12],
      ['第二章', 21],
    ]);
    expect(itemKey({ area: 'bwkp', case_id: 5 })).toBe('bwkp:5');
  });

  it('draw the class by state without empty states, and the rates as percents', () => {
    const ring = completionOption({ total: 3, not_started: 0, in_progress: 1, done: 2 }) as {
      series: { data: { name: string; value: number }[] }[];
    };
    expect(ring.series[0].data.map((entry) => [entry.name, entry.value])).toEqual([
      ['已完成', 2],
      ['进行中', 1],
    ]);
    const analysis: TSubjectAnalysis = {
      class_size: 3,
      list: [
        {
          question_key: '1',
          sort: 1,
          title: '设置企业参数',
          students_done: 2,
          done_rate: '0.6667',
          first_try_right: 1,
          first_try_right_rate: '0.3333',
          wrong_tries: 1,
          top_wrong_field: null,
        },
      ],
    };
    const bars = analysisOption(analysis) as { series: { data: number[] }[]; xAxis: { data: string[] } };
    expect(bars.xAxis.data).toEqual(['第1题']);
    expect(bars.series.map((series) => series.data)).toEqual([[66.7], [33.3]]);
  });

  it('draw the sign-ins as stacked marks with the rate as a percent line', () => {
    const option = attendanceTrendOption(
      {
        class_name: '会计1班',
        students: 2,
        sessions: 2,
        on_time: 2,
        late: 1,
        absent: 1,
        rate: '0.7500',
        trend: [
          {
            session_id: 1,
            title: '周一',
            starts_at: '2026-05-04T00:30:00.000Z',
            is_open: false,
            on_time: 1,
            late: 1,
            absent: 0,
            total: 2,
            rate: '1.0000',
          },
          {
            session_id: 2,
            title: '周三',
            starts_at: '2026-05-06T00:30:00.000Z',
            is_open: false,
            on_time: 1,
            late: 0,
            absent: 1,
            total: 2,
            rate: '0.5000',
          },
        ],
      },
      (iso) => iso.slice(5, 10),
    ) as { xAxis: { data: string[] }; series: { name: string; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['05-04 周一', '05-06 周三']);
    expect(option.series.map((series) => [series.name, series.data])).toEqual([
      ['准时', [1, 1]],
      ['迟到', [1, 0]],
      ['缺勤', [0, 1]],
      ['出勤率', [100, 50]],
    ]);
  });
});
