import { Role } from '@sxpt/contract';
import { describe, expect, it } from 'vitest';
import {
  amountText,
  answerText,
  attemptsText,
  checkExamPath,
  defaultSettings,
  durationText,
  entryRows,
  modelAnswerOf,
  paperBankPath,
  pointsText,
  progressLines,
  progressText,
  settingsProblems,
  switchText,
} from './publish-text';

describe('how 试卷库 words a publication', () => {
  it('says the limits, 0 being none', () => {
    expect(attemptsText(0)).toBe('不限');
    expect(attemptsText(2)).toBe('2次');
    expect(durationText(0)).toBe('不限时');
    expect(pointsText('2.00')).toBe('2');
    expect(pointsText('2.50')).toBe('2.5');
    expect(pointsText('100.00')).toBe('100');
    expect(pointsText('10')).toBe('10');
    expect(pointsText('0.00')).toBe('0');
    expect(durationText(90)).toBe('90分钟');
    expect(switchText(false, 3)).toBe('不限制');
    expect(switchText(true, 0)).toBe('仅记录');
    expect(switchText(true, 3)).toBe('限3次');
  });

  it('counts those answering apart from those who have submitted', () => {
    expect(progressText({ submitted_count: 3, started_count: 4, student_count: 30 })).toBe(
      '已交 3 · 作答中 1 · 共 30 人',
    );
    expect(progressLines({ submitted_count: 11, started_count: 12, student_count: 15 })).toEqual([
      '已交 11 · 作答中 1',
      '共 15 人',
    ]);
    expect(progressText({ submitted_count: 0, started_count: 0, student_count: 0 })).toBe(
      '已交 0 · 作答中 0 · 共 0 人',
    );
  });

  it('opens an exam for two hours, once, answers after the end; practice without limits', () => {
    const now = new Date('2026-03-02T01:30:00.000Z');
    expect(defaultSettings('exam', now)).toEqual({
      start_at: '2026-03-02T01:30:00.000Z',
      end_at: '2026-03-02T03:30:00.000Z',
      max_attempts: 1,
      show_answers: 'after_end',
      count_switches: true,
      switch_limit: 0,
    });
    expect(defaultSettings('practice', now)).toMatchObject({ max_attempts: 0, show_answers: 'after_submit' });
    expect(settingsProblems(defaultSettings('exam', now))).toEqual([]);
  });

  it('finds what the server would refuse', () => {
    const settings = defaultSettings('exam', new Date('2026-03-02T01:30:00.000Z'));
    expect(settingsProblems({ ...settings, end_at: settings.start_at })).toEqual(['结束时间应晚于开始时间']);
    expect(settingsProblems({ ...settings, start_at: '' })).toEqual(['请选择开始和结束时间']);
    expect(settingsProblems({ ...settings, max_attempts: 11 })[0]).toMatch(/^允许作答次数应为0/);
    // the limit counts only when leaving the page is counted
    expect(settingsProblems({ ...settings, count_switches: false, switch_limit: 99 })).toEqual([]);
    expect(settingsProblems({ ...settings, switch_limit: 99 })[0]).toMatch(/^切屏次数上限/);
  });

  it('links the role’s bank and a paper’s preview', () => {
    expect(paperBankPath(Role.teacher)).toBe('/collegeViews/teachResource/testpaper_bank');
    expect(paperBankPath(Role.admin)).toBe('/collegeViews/teachResource/adminExam');
    expect(checkExamPath(7)).toBe('/collegeViews/teachResource/checkExam?id=7');
  });
});

describe('a model answer in words', () => {
  it('reads each type', () => {
    expect(answerText({ type: 'multiple', choices: 'ACD' })).toBe('ACD');
    expect(answerText({ type: 'judge', value: true })).toBe('正确');
    expect(answerText({ type: 'judge', value: false })).toBe('错误');
    expect(answerText({ type: 'blank', blanks: [['13%', '0.13']] })).toBe('第1空：13% 或 0.13');
    expect(answerText({ type: 'blank', blanks: [['10', '十'], ['现金']] })).toBe('第1空：10 或 十；第2空：现金');
    expect(answerText({ type: 'essay', reference: '先核对，再入账。' })).toBe('先核对，再入账。');
    expect(answerText(null)).toBe('—');
    expect(answerText({ type: 'matching' })).toBe('—');
    expect(modelAnswerOf('B')).toBeNull();
  });

  it('shows an entry’s lines with 借/贷, the code beside the account, the amount as written', () => {
    const lines = [
      { side: 'debit' as const, account: '库存现金', code: '1001', amount: '5000.00' },
      { side: 'credit' as const, account: '银行存款', amount: '5000.00' },
    ];
    expect(amountText('29154.00')).toBe('29,154.00');
    expect(amountText('1234567')).toBe('1,234,567');
    expect(amountText('-1800.5')).toBe('-1,800.5');
    expect(amountText('abc')).toBe('abc');
    expect(entryRows([{ side: 'debit', account: '应收账款', code: '1122', amount: '29154.00' }])[0].amount).toBe(
      '29,154.00',
    );
    expect(entryRows(lines)).toEqual([
      { key: 0, side: '借', account: '1001 库存现金', amount: '5,000.00' },
      { key: 1, side: '贷', account: '银行存款', amount: '5,000.00' },
    ]);
  });
});
