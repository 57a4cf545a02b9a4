// statistics area, data access: the filters and the practical-training analysis (/api/statistics/*).
import type {
  TAttendanceDetailsBody,
  TAttendanceDetailsRow,
  TAttendanceOverall,
  TAttendanceRecordRow,
  TAttendanceStatsBody,
  TCollegeFigures,
  TCompletionRate,
  TCourseLearningBody,
  TEditIsRightBody,
  TEditIsRightData,
  THandoutLessonStats,
  TLearningMatrix,
  TLearningSummaryRow,
  TLessonLearningBody,
  TLessonLearningDetail,
  TPracticeTraining,
  TShicaoItemQuery,
  TShicaoReport,
  TShicaoSubjectDetail,
  TShicaoSubjectDetailBody,
  TStatisticsChapter,
  TStatisticsClass,
  TSubjectAnalysis,
  TVideoLessonStats,
} from '@sxpt/contract';
import { download, request, requestGet } from '../../api/client';

export const statisticsKeys = {
  all: ['statistics'] as const,
  classes: ['statistics', 'classes'] as const,
  chapters: (resourceId: number) => ['statistics', 'chapters', resourceId] as const,
  item: (query: TShicaoItemQuery) => ['statistics', 'shicao', query] as const,
  detail: (body: TShicaoSubjectDetailBody) => ['statistics', 'shicao', 'detail', body] as const,
  report: (attemptId: number) => ['statistics', 'shicao', 'report', attemptId] as const,
};

export function fetchClasses(): Promise<TStatisticsClass[]> {
  return requestGet<TStatisticsClass[]>('/api/statistics/resources_class', {});
}

export function fetchChapters(resourceId: number): Promise<TStatisticsChapter[]> {
  return requestGet<TStatisticsChapter[]>('/api/statistics/chapter_lesson', { resource_id: resourceId });
}

export function fetchCompletion(query: TShicaoItemQuery): Promise<TCompletionRate> {
  return requestGet<TCompletionRate>('/api/statistics/shicao/completion_rate', query);
}

export function fetchTraining(query: TShicaoItemQuery): Promise<TPracticeTraining> {
  return requestGet<TPracticeTraining>('/api/statistics/shicao/practice_training', query);
}

export function exportTraining(query: TShicaoItemQuery): Promise<string> {
  return download('/api/statistics/shicao/practice_training', { ...query, export: 'xlsx' }, { method: 'GET' });
}

export function fetchAnalysis(query: TShicaoItemQuery): Promise<TSubjectAnalysis> {
  return requestGet<TSubjectAnalysis>('/api/statistics/shicao/subject_analysis_compute', query);
}

export function fetchSubjectDetail(body: TShicaoSubjectDetailBody): Promise<TShicaoSubjectDetail> {
  return request<TShicaoSubjectDetail>('/api/statistics/shicao/subject_detail', body);
}

export function editIsRight(body: TEditIsRightBody): Promise<TEditIsRightData> {
  return request<TEditIsRightData>('/api/statistics/shicao/edit_is_right', body);
}

export function saveComment(attemptId: number, comment: string): Promise<null> {
  return request<null>('/api/statistics/shicao/comment', { attempt_id: attemptId, comment });
}

export function fetchReport(attemptId: number): Promise<TShicaoReport> {
  return requestGet<TShicaoReport>('/api/statistics/shicao/report', { attempt_id: attemptId });
}

export const attendanceStatsKeys = {
  overall: (body: TAttendanceStatsBody) => ['statistics', 'attendance', 'overall', body] as const,
  record: (body: TAttendanceStatsBody) => ['statistics', 'attendance', 'record', body] as const,
  details: (body: TAttendanceDetailsBody) => ['statistics', 'attendance', 'details', body] as const,
};

export function fetchAttendanceOverall(body: TAttendanceStatsBody): Promise<TAttendanceOverall> {
  return request<TAttendanceOverall>('/api/statistics/attendance/checkin/overall', body);
}

export function fetchAttendanceRecord(
  body: TAttendanceStatsBody,
): Promise<{ class_name: string; list: TAttendanceRecordRow[] }> {
  return request('/api/statistics/attendance/checkin/record', body);
}

export function exportAttendanceRecord(body: TAttendanceStatsBody): Promise<string> {
  return download('/api/statistics/attendance/checkin/record', { ...body, export: 'xlsx' });
}

export function fetchAttendanceDetails(body: TAttendanceDetailsBody): Promise<TAttendanceDetailsRow[]> {
  return request<TAttendanceDetailsRow[]>('/api/statistics/attendance/checkin/details', body);
}

export function fetchLearningSummary(classId: number): Promise<{ class_name: string; list: TLearningSummaryRow[] }> {
  return request('/api/statistics/learning_summary', { class_id: classId });
}

/** The learning summary as .xlsx: a class, or every class the user sees. */
export function exportStudy(classId?: number): Promise<string> {
  return download('/college/statistics/study_export', classId === undefined ? {} : { class_id: classId });
}

export function fetchCollegeFigures(): Promise<TCollegeFigures> {
  return request<TCollegeFigures>('/college/data/statistics', {});
}

/** The video and handout calls: the administrator's or the teacher's prefix. */
export function learningBase(isAdmin: boolean): string {
  return isAdmin ? '/college/statistics/course' : '/teacher/data_statistics/course';
}

export function fetchVideoStats(base: string, body: TCourseLearningBody): Promise<TVideoLessonStats[]> {
  return request<TVideoLessonStats[]>(`${base}/vedio_record_statistics`, body);
}

export function fetchHandoutStats(base: string, body: TCourseLearningBody): Promise<THandoutLessonStats[]> {
  return request<THandoutLessonStats[]>(`${base}/handout_record_analyze`, body);
}

export function fetchLearningMatrix(
  base: string,
  kind: 'video' | 'handout',
  body: TCourseLearningBody,
): Promise<TLearningMatrix> {
  const name = kind === 'video' ? 'vedio_learn_record' : 'handout_record';
  // the administrator's handout_record is a GET (spec)
  if (kind === 'handout' && base.startsWith('/college')) return requestGet<TLearningMatrix>(`${base}/${name}`, body);
  return request<TLearningMatrix>(`${base}/${name}`, body);
}

export function exportLearningMatrix(
  base: string,
  kind: 'video' | 'handout',
  body: TCourseLearningBody,
): Promise<string> {
  const name = kind === 'video' ? 'vedio_learn_record' : 'handout_record';
  const method = kind === 'handout' && base.startsWith('/college') ? 'GET' : 'POST';
  return download(`${base}/${name}`, { ...body, export: 'xlsx' }, { method });
}

export function fetchLessonLearning(
  base: string,
  kind: 'video' | 'handout',
  body: TLessonLearningBody,
): Promise<TLessonLearningDetail> {
  return request<TLessonLearningDetail>(`${base}/${kind === 'video' ? 'vedio' : 'handout'}_record_details`, body);
}
