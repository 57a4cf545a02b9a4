import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { markLabel } from './attendance-drawer';
import { randomSignInCode } from './attendance-start-modal';
import { classDetailPath, classFormPath, isClassDetailTab } from './college-paths';
import { importErrorsOf } from './member-api';
import { xlsxProblem } from './xlsx-upload';

describe('import errors', () => {
  it('reads every bad row of a refused import (code 400 with data.errors)', () => {
    const errors = [
      { row: 2, reason: '姓名不能为空' },
      { row: 5, reason: '账号student02已存在' },
    ];
    expect(importErrorsOf(new ApiError(400, '导入失败', 'business', { errors }))).toEqual(errors);
  });

  it('is null for other failures (wrong header, seat limit, network)', () => {
    expect(importErrorsOf(new ApiError(400, '导入失败：表头与模板不一致'))).toBeNull();
    expect(importErrorsOf(new ApiError(0, '网络错误', 'network'))).toBeNull();
    expect(importErrorsOf(new Error('x'))).toBeNull();
  });

  it('drops malformed entries', () => {
    const data = { errors: [{ row: 3, reason: '手机号格式不正确' }, 'bad', { row: 4 }] };
    expect(importErrorsOf(new ApiError(400, '导入失败', 'business', data))).toEqual([
      { row: 3, reason: '手机号格式不正确' },
    ]);
  });
});

describe('upload checks', () => {
  it('accepts .xlsx up to 10 MB only', () => {
    expect(xlsxProblem({ name: '名单.XLSX', size: 1000 })).toBeNull();
    expect(xlsxProblem({ name: '名单.xls', size: 1000 })).toMatch(/\.xlsx/);
    expect(xlsxProblem({ name: '名单.xlsx', size: 11 * 1024 * 1024 })).toBe('文件不能超过 10 MB');
  });
});

describe('attendance', () => {
  it('calls an unsigned student 未签到 while the sign-in is open and 缺勤 after', () => {
    expect(markLabel('absent', true).text).toBe('未签到');
    expect(markLabel('absent', false).text).toBe('缺勤');
    expect(markLabel('late', false).text).toBe('迟到');
    expect(markLabel('on_time', true).text).toBe('准时');
  });

  it('generates 4-digit codes', () => {
    expect(randomSignInCode(() => 0)).toBe('1000');
    expect(randomSignInCode(() => 0.99999)).toBe('9999');
    expect(randomSignInCode()).toMatch(/^\d{4}$/);
  });
});

describe('paths', () => {
  it('builds the class screens and knows the detail tabs', () => {
    expect(classDetailPath(12, 'attendance')).toBe('/collegeViews/classManage/teacherClass/detailList/12/attendance');
    expect(classFormPath(3)).toBe('/collegeViews/classManage/classes/index?id=3');
    expect(classFormPath()).toBe('/collegeViews/classManage/classes/index');
    expect(isClassDetailTab('papers')).toBe(true);
    expect(isClassDetailTab('other')).toBe(false);
    expect(isClassDetailTab(undefined)).toBe(false);
  });
});
