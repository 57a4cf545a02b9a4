import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decipherEnvelope, encipherEnvelope } from './cipher';

describe('envelope cipher', () => {
  it('round-trips any JSON text, Chinese included', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = JSON.stringify(value);
        expect(decipherEnvelope(encipherEnvelope(json))).toBe(json);
      }),
    );
  });

  it('hides the plain text and is URL-safe', () => {
    const json = JSON.stringify({ code: 200, message: '保存成功！', data: { token: 'abc' } });
    const result = encipherEnvelope(json);
    expect(result).not.toContain('token');
    expect(result).toMatch(/^[A-Za-z0-9%._~*'()!-]+$/);
  });

  it('rejects a malformed result', () => {
    expect(() => decipherEnvelope('%%%not-base64')).toThrow();
  });
});
