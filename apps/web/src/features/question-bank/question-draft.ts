// The question editor's draft: every type's answer kept side by side, so switching type loses nothing, and the
// body of the type chosen built from it.
import type { TQuestionDetail, TQuestionStoreBody } from '@sxpt/contract';
import { blankCount, type TEntryLine, type TQuestionContent, type TQuestionType } from '@sxpt/domain';

export interface TQuestionDraft {
  chapterId: number | undefined;
  type: TQuestionType;
  stem: string;
  options: string[];
  /** right option letters, sorted */
  choices: string;
  judge: boolean;
  /** accepted answers per blank */
  blanks: string[][];
  lines: TEntryLine[];
  reference: string;
  explanation: string;
  difficulty: number;
  tags: string[];
}

export const emptyLine = (side: TEntryLine['side']): TEntryLine => ({ side, account: '', amount: '' });

export function newDraft(chapterId?: number): TQuestionDraft {
  return {
    chapterId,
    type: 'single',
    stem: '',
    options: ['', '', '', ''],
    choices: '',
    judge: true,
    blanks: [],
    lines: [emptyLine('debit'), emptyLine('credit')],
    reference: '',
    explanation: '',
    difficulty: 3,
    tags: [],
  };
}

/** The draft of a stored question. */
export function draftOf(question: TQuestionDetail): TQuestionDraft {
  const draft = { ...newDraft(question.chapter_id), ...pick(question) };
  const { answer } = question;
  if (answer.type === 'judge') draft.judge = answer.value;
  else if (answer.type === 'blank') draft.blanks = answer.blanks;
  else if (answer.type === 'entry') draft.lines = answer.lines;
  else if (answer.type === 'essay') draft.reference = answer.reference;
  else draft.choices = answer.choices;
  if (answer.type !== 'single' && answer.type !== 'multiple' && answer.type !== 'indefinite')
    draft.options = ['', '', '', ''];
  return draft;
}

function pick(question: TQuestionDetail) {
  const { type, stem, options, explanation, difficulty, tags } = question;
  return { type, stem, options, explanation, difficulty, tags };
}

/** The blanks of the answer follow the stem: one per ____, keeping what was typed. */
export function blanksFor(draft: TQuestionDraft): string[][] {
  return Array.from({ length: blankCount(draft.stem) }, (_, i) => draft.blanks[i] ?? []);
}

const isChoice = (type: TQuestionType) => type === 'single' || type === 'multiple' || type === 'indefinite';

/** The question as the domain checks it (without the chapter). */
export function contentOf(draft: TQuestionDraft): TQuestionContent {
  const base = {
    type: draft.type,
    stem: draft.stem,
    options: isChoice(draft.type) ? draft.options : [],
    explanation: draft.explanation,
    difficulty: draft.difficulty,
    tags: draft.tags,
  };
  switch (draft.type) {
    case 'single':
    case 'multiple':
    case 'indefinite':
      return { ...base, answer: { type: draft.type, choices: draft.choices } };
    case 'judge':
      return { ...base, answer: { type: 'judge', value: draft.judge } };
    case 'blank':
      return { ...base, answer: { type: 'blank', blanks: blanksFor(draft) } };
    case 'entry':
      return {
        ...base,
        answer: {
          type: 'entry',
          lines: draft.lines.map((line) => ({
            side: line.side,
            account: line.account.trim(),
            ...(line.code?.trim() ? { code: line.code.trim() } : {}),
            amount: line.amount.trim(),
          })),
        },
      };
    case 'essay':
      return { ...base, answer: { type: 'essay', reference: draft.reference } };
  }
}

export function bodyOf(draft: TQuestionDraft): TQuestionStoreBody {
  return { chapter_id: draft.chapterId ?? 0, ...contentOf(draft) } as TQuestionStoreBody;
}

/** Options after removing one: the right letters follow their options. */
export function removeOption(draft: TQuestionDraft, index: number): Pick<TQuestionDraft, 'options' | 'choices'> {
  const letters = 'ABCDEFGH';
  const options = draft.options.filter((_, i) => i !== index);
  const choices = [...draft.choices]
    .map((letter) => letters.indexOf(letter))
    .filter((i) => i !== index)
    .map((i) => letters[i > index ? i - 1 : i])
    .join('');
  return { options, choices };
}
