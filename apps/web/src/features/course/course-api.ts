// course area, data access for the student's learning screens: my classes and resources, the course tree, a
// lesson's video and handout with their learning records, the learning summary, and attendance sign-ins.
// Every call is the server's contract (packages/contract/src/course.ts and attendance.ts).
import type {
  TAttendanceSignInData,
  TCourseContextBody,
  TCourseHandout,
  TCourseLearn,
  TCourseVideoLearnBody,
  TCourseVideoLearnData,
  TCourseView,
  THandoutLearnRecordBody,
  THandoutLearnRecordData,
  TLearningAnalysis,
  TLessonContextBody,
  TPage,
  TStudentAttendance,
  TStudentClass,
} from '@sxpt/contract';
import { request, type TRequestOptions } from '../../api/client';

/** Query keys of the course area: invalidating ['course'] refreshes everything below it. */
export const courseKeys = {
  all: ['course'] as const,
  classes: ['course', 'classes'] as const,
  analysis: ['course', 'analysis'] as const,
  attendance: ['course', 'attendance'] as const,
  view: (body: TCourseContextBody) => ['course', 'view', body.class_id, body.resource_id] as const,
  learn: (body: TLessonContextBody) => ['course', 'learn', body.class_id, body.resource_id, body.lesson_id] as const,
  handout: (body: TLessonContextBody) =>
    ['course', 'handout', body.class_id, body.resource_id, body.lesson_id] as const,
};

/** A student belongs to a handful of classes: one page of 50 holds them all. */
export function fetchMyClasses(): Promise<TPage<TStudentClass>> {
  return request<TPage<TStudentClass>>('/student/classes/list', { page: 1, page_size: 50 });
}

export function fetchLearningAnalysis(): Promise<TLearningAnalysis> {
  return request<TLearningAnalysis>('/student/course/learning_analysis', {});
}

export function fetchCourseView(body: TCourseContextBody): Promise<TCourseView> {
  return request<TCourseView>('/student/course/course_view', body);
}

export function fetchCourseLearn(body: TLessonContextBody): Promise<TCourseLearn> {
  return request<TCourseLearn>('/student/course/course_learn', body);
}

/** Report watching; `keepalive` lets the last report of a closing page still reach the server. */
export function reportVideoLearning(body: TCourseVideoLearnBody, options: TRequestOptions = {}) {
  return request<TCourseVideoLearnData>('/student/course/course_video_learn', body, options);
}

/** Open the lesson's handout: the server records the opening and says where the student left it. */
export function openHandout(body: TLessonContextBody): Promise<TCourseHandout> {
  return request<TCourseHandout>('/student/course/course_handout', body);
}

export function reportHandoutReading(body: THandoutLearnRecordBody, options: TRequestOptions = {}) {
  return request<THandoutLearnRecordData>('/student/course/handout_learn_record', body, options);
}

/** Open and recent sign-ins of my classes (open ones first); the recent week fits in one page of 50. */
export function fetchMyAttendance(): Promise<TPage<TStudentAttendance>> {
  return request<TPage<TStudentAttendance>>('/student/attendance/list', { page: 1, page_size: 50 });
}

/** Sign in; the server's message (签到码错误 …) is shown by the caller, so the call is silent. */
export function signInAttendance(id: number, code?: string): Promise<TAttendanceSignInData> {
  return request<TAttendanceSignInData>('/student/attendance/sign_in', code ? { id, code } : { id }, {
    silent: true,
  });
}
