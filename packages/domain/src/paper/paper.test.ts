import { describe, expect, it } from 'vitest';
import { checkPaper, checkTemplate, paperTotal, sectionPoints, type TPaperSection, type TPaperSettings } from './paper';

const fixed = (type: TPaperSection['type'], points: string, ids: number[]): TPaperSection => ({
  type,
  title: '',
  points,
  mode: 'fixed',
  questionIds: ids,
  draw: null,
});
const drawn = (type: TPaperSection['type'], points: string, count: number): TPaperSection => ({
  type,
  title: '',
  points,
  mode: 'random',
  questionIds: [],
  draw: { chapterIds: [1, 2], count, difficulties: [] },
});

// 20 单选 × 1.5 + 10 多选 × 2 (drawn) + 2 分录 × 10 = 30 + 20 + 20 = 70
const sections = [
  fixed(
    'single',
    '1.5',
    Array.from({ length: 20 }, (_, i) => i + 1),
  ),
  drawn('multiple', '2', 10),
  fixed('entry', '10', [101, 102]),
];
const exam: TPaperSettings = {
  title: '增值税发票开具 期中测试',
  kind: 'exam',
  durationMinutes: 90,
  passMark: '42',
  sections,
};

describe('papers', () => {
  it('adds up the sections: 30 + 20 + 20 = 70', () => {
    expect(sections.map(sectionPoints)).toEqual(['30.00', '20.00', '20.00']);
    expect(paperTotal(sections)).toBe('70.00');
    expect(paperTotal([])).toBe('0.00');
  });

  it('passes a well-formed exam and a practice without a time limit', () => {
    expect(checkPaper(exam)).toEqual([]);
    expect(checkPaper({ ...exam, kind: 'practice', durationMinutes: 0 })).toEqual([]);
  });

  it.each<[string, Partial<TPaperSettings>, string]>([
    ['no title', { title: ' ' }, '请输入试卷名称'],
    ['no sections', { sections: [], passMark: '0' }, '试卷至少要有一个部分'],
    ['an exam without time', { durationMinutes: 0 }, '考试时长应为1到600分钟'],
    ['a pass mark above the total', { passMark: '70.01' }, '及格分不能高于试卷总分'],
    ['a pass mark with three places', { passMark: '42.001' }, '及格分应为最多两位小数的数字'],
    ['an empty section', { sections: [...sections, fixed('judge', '1', [])] }, '第4部分（判断题）还没有选题'],
    [
      'zero points',
      { sections: [fixed('single', '0', [1])], passMark: '0' },
      '第1部分（单选题）每题分值应为大于0、最多两位小数的数字',
    ],
    [
      'a draw of nothing',
      { sections: [drawn('single', '1', 0)], passMark: '0' },
      '第1部分（单选题）抽题数量应为1到200',
    ],
    [
      'a question twice in a section',
      { sections: [fixed('single', '1', [1, 1])], passMark: '0' },
      '第1部分（单选题）有重复的试题',
    ],
    [
      'a question in two sections',
      { sections: [fixed('single', '1', [1]), fixed('single', '1', [1])], passMark: '0' },
      '同一道试题不能出现在两个部分',
    ],
  ])('%s', (_, change, message) => {
    expect(checkPaper({ ...exam, ...change })).toContain(message);
  });

  it('a template needs a positive value for every type', () => {
    const points = { single: '1', multiple: '2', judge: '1', indefinite: '2', blank: '2', entry: '10', essay: '10' };
    expect(checkTemplate({ points })).toEqual([]);
    expect(checkTemplate({ points: { ...points, essay: '0' } })).toEqual(['简答题的分值应为大于0、最多两位小数的数字']);
  });
});
