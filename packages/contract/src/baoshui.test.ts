import { describe, expect, it } from 'vitest';
import { ZBaoshuiSaveBody, ZReportData } from './baoshui';

const firstMessage = (value: unknown) => {
  const parsed = ZReportData.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe('a form as sent (save_answer)', () => {
  it('keeps text and null, reads a finite number as its text', () => {
    expect(ZReportData.parse({ defaultDataList: ['313000', null, 7.5, ''], tableDataList: [[null, 0]] })).toEqual({
      defaultDataList: ['313000', null, '7.5', ''],
      tableDataList: [[null, '0']],
    });
  });

  it.each([
    [{ defaultDataList: ['x'.repeat(201)], tableDataList: [] }, '单元格内容不能超过200个字'],
    [{ defaultDataList: [{ v: 1 }], tableDataList: [] }, '单元格内容有误'],
    [{ defaultDataList: [true], tableDataList: [] }, '单元格内容有误'],
    [{ defaultDataList: [Number.NaN], tableDataList: [] }, '单元格内容有误'],
    [{ defaultDataList: 'abc', tableDataList: [] }, '申报表数据有误'],
    [{ defaultDataList: new Array(2001).fill(null), tableDataList: [] }, '申报表数据有误'],
    [{ defaultDataList: [], tableDataList: new Array(501).fill([]) }, '表格最多500行'],
    [{ defaultDataList: [], tableDataList: [['x'.repeat(201)]] }, '单元格内容不能超过200个字'],
    [[], '申报表数据有误'],
  ])('refuses %#: %s', (value, message) => {
    expect(firstMessage(value)).toBe(message);
  });

  it('needs integer ids of the item and the form', () => {
    const body = {
      class_id: 1,
      resource_id: 2,
      lesson_id: 3,
      taxes_id: '4',
      report_id: 8,
      invoice_data: { defaultDataList: [], tableDataList: [] },
    };
    const parsed = ZBaoshuiSaveBody.safeParse(body);
    expect(parsed.success ? null : parsed.error.issues[0].message).toBe('请选择申报事项');
  });
});
