// zod's global configuration. Chinese messages for every issue a schema does not word itself (a schema's own `error`
// always wins), so that no English text of zod ('Invalid input: expected object, received array') reaches a user;
// and, in the browser, no JIT (zod compiles parsers with new Function, which the CSP without 'unsafe-eval' refuses).
// Only zod's small core module is imported, so that the web app's first page stays small.
import { type $ZodRawIssue, config } from 'zod/v4/core';

type TRawIssue = $ZodRawIssue;

/** The field an issue is about, as the request spells it (class_id, goods_content.2.price), or '' for the whole. */
function fieldOf(issue: TRawIssue): string {
  return (issue.path ?? []).map(String).join('.');
}

/** The message of an issue no schema worded. */
export function chineseIssueMessage(issue: TRawIssue): string {
  const field = fieldOf(issue);
  const subject = field ? `参数 ${field} ` : '请求参数';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return field ? `缺少参数 ${field}` : '请求参数有误';
      return field ? `参数 ${field} 的类型有误` : '请求参数有误';
    case 'too_big':
    case 'too_small':
      return `${subject}超出允许的范围`;
    case 'invalid_format':
      return `${subject}格式有误`;
    case 'unrecognized_keys':
      return `不支持的参数：${(issue.keys ?? []).join('、')}`;
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return `${subject}取值有误`;
    default:
      return `${subject}有误`;
  }
}

let isInstalled = false;

/** Install the messages in zod's global configuration (once; importing the package does it). */
export function installChineseMessages(): void {
  if (isInstalled) return;
  isInstalled = true;
  config({ customError: (issue) => chineseIssueMessage(issue) });
}

installChineseMessages();

/**
 * Turn zod's JIT off before any schema is built: the web app calls it first, since its Content-Security-Policy has
 * no 'unsafe-eval' (the JIT's probe would be reported as a violation; parsing works the same without it).
 */
export function disableZodJit(): void {
  config({ jitless: true });
}
