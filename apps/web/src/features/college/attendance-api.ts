// college area, data access for attendance: a teacher opens and closes sign-ins of a class (/teacher/attendance/*).
import type {
  TAttendanceDetail,
  TAttendanceIndexBody,
  TAttendanceSession,
  TAttendanceStoreBody,
  TPage,
} from '@sxpt/contract';
import { request } from '../../api/client';

export const attendanceKeys = {
  all: ['college', 'attendance'] as const,
  list: (body: TAttendanceIndexBody) => ['college', 'attendance', 'list', body] as const,
  detail: (id: number) => ['college', 'attendance', 'detail', id] as const,
};

export function fetchAttendance(body: TAttendanceIndexBody): Promise<TPage<TAttendanceSession>> {
  return request<TPage<TAttendanceSession>>('/teacher/attendance/index', body);
}

export function fetchAttendanceDetail(id: number): Promise<TAttendanceDetail> {
  return request<TAttendanceDetail>('/teacher/attendance/detail', { id });
}

export function openAttendance(body: TAttendanceStoreBody): Promise<TAttendanceSession> {
  return request<TAttendanceSession>('/teacher/attendance/store', body);
}

export function closeAttendance(id: number): Promise<TAttendanceSession> {
  return request<TAttendanceSession>('/teacher/attendance/close', { id });
}
