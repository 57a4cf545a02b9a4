import type { TStatisticsChapter, TSubjectAnalysis } from '@sxpt/contract';
import { describe, expect, it } from 'vitest';
import { analysisOption, completionOption } from './shicao-charts';
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
});
