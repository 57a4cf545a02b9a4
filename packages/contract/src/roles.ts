/** The four roles. Numbers are the spec's (role 0 acc5 … role 3 student). */
export const Role = { acc5: 0, admin: 1, teacher: 2, student: 3 } as const;
export type TRole = (typeof Role)[keyof typeof Role];
export type TRoleName = keyof typeof Role;

export const roleNames: Record<TRole, TRoleName> = { 0: 'acc5', 1: 'admin', 2: 'teacher', 3: 'student' };

/** Chinese labels shown in the UI. */
export const roleLabels: Record<TRole, string> = { 0: '学校管理', 1: '院校管理员', 2: '教师', 3: '学生' };

export const allRoles: readonly TRole[] = [0, 1, 2, 3];

export function isRole(value: unknown): value is TRole {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** Certificate (licence) status as the web client knows it: 1 active, 2 not activated. */
export const CertStatus = { active: 1, inactive: 2 } as const;
