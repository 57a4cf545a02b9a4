// The seeded question bank (issue 10 §6): chapters of questions under the demo courses' subjects.
import type { TQuestionContent } from '@sxpt/domain';

/** One chapter of the bank (a subject → chapter tree) with its questions. */
export interface TSeedQuestionChapter {
  /** the subject: one of the demo courses' names, or 出纳实务 */
  subject: string;
  chapter: string;
  questions: TQuestionContent[];
}
