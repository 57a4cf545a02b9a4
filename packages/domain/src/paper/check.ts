// What makes a question well formed (every authored, imported and seeded question passes it) and what a student's
// saved answer may be. Messages are Chinese sentences shown beside the question or the import row.
import { Dec } from '../decimal';
import {
  CHOICE_TYPES,
  MAX_OPTIONS,
  OPTION_LETTERS,
  QUESTION_TYPE_LABEL,
  QUESTION_TYPES,
  type TEntryLine,
  type TQuestionContent,
  type TStudentAnswer,
} from './question';

/** The mark of a blank in a 填空 stem. */
export const BLANK_MARK = '____';
export const MAX_STEM_LENGTH = 20_000;
export const MAX_TEXT_LENGTH = 5_000;
export const MAX_ENTRY_LINES = 20;
export const MAX_TAGS = 10;

/** How many blanks a stem marks (runs of four or more underscores, each one blank). */
export function blankCount(stem: string): number {
  return (stem.match(/_{4,}/g) ?? []).length;
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Σ of the lines of one side, in fen. */
function sideTotal(lines: readonly TEntryLine[], side: TEntryLine['side']) {
  return lines.filter((line) => line.side === side).reduce((sum, line) => sum.plus(line.amount), new Dec(0));
}

function entryProblems(lines: readonly TEntryLine[]): string[] {
  const problems: string[] = [];
  if (lines.length < 2) problems.push('分录至少要有两行');
  if (lines.length > MAX_ENTRY_LINES) problems.push(`分录最多${MAX_ENTRY_LINES}行`);
  lines.forEach((line, i) => {
    if (line.account.trim() === '') problems.push(`分录第${i + 1}行没有会计科目`);
    if (!AMOUNT.test(line.amount) || new Dec(line.amount).isZero())
      problems.push(`分录第${i + 1}行的金额应为大于0、最多两位小数的数字`);
  });
  if (problems.length > 0) return problems;
  if (!lines.some((line) => line.side === 'debit') || !lines.some((line) => line.side === 'credit'))
    problems.push('分录应有借方也有贷方');
  else if (!sideTotal(lines, 'debit').equals(sideTotal(lines, 'credit'))) problems.push('分录借贷不平衡');
  return problems;
}

function choiceProblems(content: TQuestionContent, choices: string): string[] {
  const problems: string[] = [];
  const { type, options } = content;
  if (options.length < 2) problems.push('选择题至少要有两个选项');
  if (options.length > MAX_OPTIONS) problems.push(`选择题最多${MAX_OPTIONS}个选项`);
  options.forEach((option, i) => {
    if (option.trim() === '') problems.push(`选项${OPTION_LETTERS[i] ?? i + 1}没有内容`);
  });
  const letters = OPTION_LETTERS.slice(0, options.length);
  if (!/^[A-H]+$/.test(choices) || [...choices].some((letter) => !letters.includes(letter))) {
    problems.push(`答案应为选项字母（${letters.split('').join('、')}）`);
    return problems;
  }
  if (new Set(choices).size !== choices.length || [...choices].sort().join('') !== choices)
    problems.push('答案字母应按顺序且不重复，如ACD');
  if (type === 'single' && choices.length !== 1) problems.push('单选题只能有一个正确答案');
  if (type === 'multiple' && choices.length < 2) problems.push('多选题至少要有两个正确答案');
  return problems;
}

/** Every problem of an authored question, in Chinese; empty when it may be stored. */
export function checkQuestion(content: TQuestionContent): string[] {
  const problems: string[] = [];
  if (!QUESTION_TYPES.includes(content.type)) return ['题型不正确'];
  const label = QUESTION_TYPE_LABEL[content.type];
  if (content.stem.trim() === '') problems.push('题干不能为空');
  if (content.stem.length > MAX_STEM_LENGTH) problems.push(`题干最多${MAX_STEM_LENGTH}字`);
  if (content.explanation.length > MAX_TEXT_LENGTH) problems.push(`解析最多${MAX_TEXT_LENGTH}字`);
  if (!Number.isInteger(content.difficulty) || content.difficulty < 1 || content.difficulty > 5)
    problems.push('难度应为1到5的整数');
  if (content.tags.length > MAX_TAGS) problems.push(`知识点最多${MAX_TAGS}个`);
  if (content.tags.some((tag) => tag.trim() === '' || tag.length > 20)) problems.push('知识点应为1到20字');
  const { answer } = content;
  if (answer.type !== content.type) return [...problems, `答案与题型（${label}）不符`];
  if (!CHOICE_TYPES.includes(content.type) && content.options.length > 0) problems.push(`${label}不设选项`);
  switch (answer.type) {
    case 'single':
    case 'multiple':
    case 'indefinite':
      problems.push(...choiceProblems(content, answer.choices));
      break;
    case 'judge':
      break;
    case 'blank': {
      if (answer.blanks.length === 0) problems.push('填空题至少要有一个空');
      if (blankCount(content.stem) !== answer.blanks.length)
        problems.push(`题干中的空（${BLANK_MARK}）有${blankCount(content.stem)}个，答案有${answer.blanks.length}个`);
      answer.blanks.forEach((accepted, i) => {
        if (accepted.length === 0 || accepted.some((text) => text.trim() === ''))
          problems.push(`第${i + 1}个空没有答案`);
      });
      break;
    }
    case 'entry':
      problems.push(...entryProblems(answer.lines));
      break;
    case 'essay':
      if (answer.reference.length > MAX_TEXT_LENGTH) problems.push(`参考答案最多${MAX_TEXT_LENGTH}字`);
      break;
  }
  return problems;
}

/**
 * Whether a student's answer fits the question (what the answer sheet may save): null when it does, otherwise
 * the message. An empty answer fits (the student cleared it).
 */
export function checkStudentAnswer(
  content: Pick<TQuestionContent, 'type' | 'options' | 'answer'>,
  answer: TStudentAnswer,
): string | null {
  if (answer.type !== content.type) return '答案与题型不符';
  switch (answer.type) {
    case 'single':
    case 'multiple':
    case 'indefinite': {
      const letters = OPTION_LETTERS.slice(0, content.options.length);
      if (
        [...answer.choices].some((letter) => !letters.includes(letter)) ||
        new Set(answer.choices).size !== answer.choices.length
      )
        return '所选选项不存在';
      if (answer.type === 'single' && answer.choices.length > 1) return '单选题只能选一个答案';
      return null;
    }
    case 'judge':
      return null;
    case 'blank': {
      const blanks = content.answer.type === 'blank' ? content.answer.blanks.length : 0;
      if (answer.blanks.length !== blanks) return '填空数量不符';
      return answer.blanks.some((text) => text.length > 200) ? '每空最多200字' : null;
    }
    case 'entry':
      if (answer.lines.length > MAX_ENTRY_LINES) return `分录最多${MAX_ENTRY_LINES}行`;
      return answer.lines.some((line) => line.account.length > 100 || line.amount.length > 20)
        ? '分录的科目或金额过长'
        : null;
    case 'essay':
      return answer.text.length > MAX_TEXT_LENGTH ? `作答最多${MAX_TEXT_LENGTH}字` : null;
  }
}
