// The simulated client's date (issue 15): the business date of the question the student is at, as if the clerk sat
// at the desk that day, not the day of practice. The status bar's 系统日期, the issue form's 开票日期 and the list's
// 填开日期 show it; the server records invoices, forms and voids on the same calendar (packages/domain flow.ts).
import type { TBwkpProgressQuestion, TBwkpSubjectListItem } from '@sxpt/contract';
import { clientDate, type TProgress } from '@sxpt/domain';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../app/query-client';
import { kaipiaoApi, kaipiaoKeys } from './kaipiao-api';
import { useKaipiaoStore } from './kaipiao-store';

const todayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Asia/Shanghai, YYYY-MM-DD: the client's date when a case gives no business dates. */
export function shanghaiToday(now = new Date()): string {
  return todayFormatter.format(now);
}

/**
 * The client's date for a progress: the business date of the first question not done (of the last question once
 * all are), else today.
 */
export function clientDateOf(
  subjects: readonly TBwkpSubjectListItem[] | undefined,
  progress: readonly TBwkpProgressQuestion[] | null,
  now = new Date(),
): string {
  if (!subjects || !progress) return shanghaiToday(now);
  // the rule is the server's (packages/domain clientDate); '' is a question without a date
  const dated = subjects.map((subject) => ({ sort: subject.sort, business_date: subject.business_date || undefined }));
  return clientDate(dated, progress as TProgress) ?? shanghaiToday(now);
}

/** 2026-05-20 → 2026年05月20日 (the invoice face). */
export function chineseDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${year}年${month}月${day}日`;
}

function useSubjects() {
  return useQuery({ queryKey: kaipiaoKeys.subjects, queryFn: kaipiaoApi.subjectList }, queryClient).data;
}

/** The client's date now (YYYY-MM-DD). */
export function useClientDate(): string {
  const progress = useKaipiaoStore((state) => state.progress);
  return clientDateOf(useSubjects(), progress);
}

/** The business date of one question (its invoice's 开票日期), else the client's date. */
export function useSubjectDate(subjectId: number): string {
  const subjects = useSubjects();
  const clientDate = useClientDate();
  return subjects?.find((subject) => subject.id === subjectId)?.business_date || clientDate;
}

/** Whether the case gives its questions business dates (then the client follows the story's calendar). */
export function useIsStoryCalendar(): boolean {
  return useSubjects()?.some((subject) => subject.business_date !== '') ?? false;
}

/**
 * The period (YYYY-MM) that 抄报汇总 reports on a client date: on the story's calendar the month before (in the
 * filing period of July the invoices of June are summarised), otherwise the current month.
 */
export function reportPeriodOf(clientDate: string, isStoryCalendar: boolean): string {
  const [year, month] = clientDate.split('-').map(Number);
  if (!isStoryCalendar) return `${year}-${String(month).padStart(2, '0')}`;
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return `${previous.year}-${String(previous.month).padStart(2, '0')}`;
}
