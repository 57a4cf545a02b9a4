import { z } from 'zod';

/** Inner codes of the `{code, message, data}` envelope. 200 is success; the others are read by the web client. */
export const ApiCode = {
  ok: 200,
  badRequest: 400,
  /** no token, unknown, expired or revoked token: the client resets the token and reloads */
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  serverError: 500,
  /** token expired (also ends the session on the client) */
  tokenExpired: 4001,
  /** the college's licence is not active (certificate status 2) */
  licenceInactive: 4086,
  /** the password was set by someone else (created, reset, imported): only mod_pwd, getinfo and logout until changed */
  passwordChangeRequired: 4031,
} as const;
export type TApiCode = (typeof ApiCode)[keyof typeof ApiCode];

export interface TEnvelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** The optional wrapped transport: `{retcode: 200, result}` where result is the ciphered envelope. */
export interface TWrapped {
  retcode: number;
  result: string;
}

export const ZEnvelope = z.object({ code: z.number(), message: z.string(), data: z.unknown() });

/** Paging query accepted by every list endpoint. */
export const ZPageQuery = z.object({
  page: z.number({ error: '页码有误' }).int('页码有误').min(1, '页码有误').default(1),
  page_size: z
    .number({ error: '每页条数有误' })
    .int('每页条数有误')
    .min(1, '每页条数有误')
    .max(200, '每页最多200条')
    .default(20),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export interface TPage<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}
