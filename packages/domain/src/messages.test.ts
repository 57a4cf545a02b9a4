import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';

const specLines = readFileSync(new URL('../../../../shared/spec/messages.txt', import.meta.url), 'utf8')
  .split(/\r?\n/)
  .filter((line) => line !== '' && !line.startsWith('#'));
const values: readonly string[] = Object.values(messages);

describe('messages', () => {
  it('reads the spec list', () => {
    expect(specLines.length).toBeGreaterThan(30);
  });

  it.each(specLines)('has the spec message %s exactly', (line) => {
    expect(values).toContain(line);
  });

  it('has no message that is not in the spec list, and no duplicates', () => {
    expect(values.filter((value) => !specLines.includes(value))).toEqual([]);
    expect(new Set(values).size).toBe(values.length);
  });

  it('keeps the two messages the domain rules use', () => {
    expect(messages.invalidData).toBe('数据非法');
    expect(messages.outOfOrder).toBe('请按顺序完成实操题目(有未完成题目)！');
    expect(messages.wrongAnswer).toBe('答案有误，请查正后重试！');
  });
});
