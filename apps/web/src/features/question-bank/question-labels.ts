// How the bank's screens name types, difficulties and import formats.
import type { TQuestionChapterNode, TQuestionImportFormat } from '@sxpt/contract';
import { QUESTION_TYPE_LABEL, QUESTION_TYPES, type TQuestionType } from '@sxpt/domain';

export const typeOptions = QUESTION_TYPES.map((type) => ({ value: type, label: QUESTION_TYPE_LABEL[type] }));

export const TYPE_COLOR: Record<TQuestionType, string> = {
  single: 'blue',
  multiple: 'geekblue',
  judge: 'cyan',
  indefinite: 'purple',
  blank: 'gold',
  entry: 'orange',
  essay: 'magenta',
};

export const DIFFICULTY_LABEL = ['', '容易', '较易', '中等', '较难', '困难'] as const;
export const difficultyOptions = [1, 2, 3, 4, 5].map((value) => ({
  value,
  label: `${value} ${DIFFICULTY_LABEL[value]}`,
}));

export const IMPORT_FORMAT_LABEL: Record<TQuestionImportFormat, string> = {
  xlsx: 'Excel 模板 (.xlsx)',
  gift: 'GIFT',
  aiken: 'Aiken',
  moodle_xml: 'Moodle XML',
};

/** Subjects and their chapters for a picker of the chapter to file questions under (a subject is not one). */
export function filingChapterTree(tree: readonly TQuestionChapterNode[] | undefined) {
  return (tree ?? []).map((subject) => ({
    value: subject.id,
    title: subject.name,
    selectable: false,
    children: subject.children.map((chapter) => ({ value: chapter.id, title: chapter.name })),
  }));
}
