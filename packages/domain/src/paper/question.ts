// The question bank's model (issue 10): seven types, each with its model answer and the student's answer in one
// shape per type. Content authored by acc5, imported from .xlsx, GIFT, Aiken or Moodle XML, and seeded, all
// passes through checkQuestion before it is stored.

/** The seven question types. */
export const QUESTION_TYPES = ['single', 'multiple', 'judge', 'indefinite', 'blank', 'entry', 'essay'] as const;
export type TQuestionType = (typeof QUESTION_TYPES)[number];

/** The Chinese name of each type, as the screens, the .xlsx template and the paper sections show it. */
export const QUESTION_TYPE_LABEL: Record<TQuestionType, string> = {
  single: '单选题',
  multiple: '多选题',
  judge: '判断题',
  indefinite: '不定项选择题',
  blank: '填空题',
  entry: '计算分录题',
  essay: '简答题',
};

/** Types answered by choosing options (A, B, C …). */
export const CHOICE_TYPES: readonly TQuestionType[] = ['single', 'multiple', 'indefinite'];

/** Option letters: at most eight options. */
export const OPTION_LETTERS = 'ABCDEFGH';
export const MAX_OPTIONS = OPTION_LETTERS.length;

/** A line of an accounting entry: debit or credit, the account (code, name, or both) and the amount. */
export interface TEntryLine {
  side: 'debit' | 'credit';
  /**
   * Model answer: the account as 科目名称 with its sub-accounts joined by '—' (应交税费—应交增值税（销项税额）), or
   * code and name. The student may type either the code or the name.
   */
  account: string;
  /** account code when the model answer knows it (e.g. 6001): a student's line naming the code matches */
  code?: string;
  /** decimal text, positive, two places at most */
  amount: string;
}

/** The model answer of each type. */
export type TModelAnswer =
  /** single, multiple, indefinite: the right option letters in order ('B', 'ACD') */
  | { type: 'single' | 'multiple' | 'indefinite'; choices: string }
  /** judge: true for 正确 */
  | { type: 'judge'; value: boolean }
  /** blank: for each blank, every accepted answer (numbers are compared as numbers) */
  | { type: 'blank'; blanks: string[][] }
  /** entry: the lines of the entry (order free) */
  | { type: 'entry'; lines: TEntryLine[] }
  /** essay: a reference answer for the teacher who grades it */
  | { type: 'essay'; reference: string };

/** A student's answer, per type (what the answer sheet saves). */
export type TStudentAnswer =
  | { type: 'single' | 'multiple' | 'indefinite'; choices: string }
  | { type: 'judge'; value: boolean }
  | { type: 'blank'; blanks: string[] }
  | { type: 'entry'; lines: TEntryLine[] }
  | { type: 'essay'; text: string };

/** A question as authored: everything but its id and chapter. */
export interface TQuestionContent {
  type: TQuestionType;
  /** the question text; may hold simple HTML (paragraphs, tables, images uploaded through /api/upload_image) */
  stem: string;
  /** option texts for the choice types, in order A, B, C …; empty for the other types */
  options: string[];
  answer: TModelAnswer;
  /** 解析: why the answer is right, shown to the student after submission when the publication allows it */
  explanation: string;
  /** 1 (easy) to 5 (hard) */
  difficulty: number;
  /** knowledge points */
  tags: string[];
}
