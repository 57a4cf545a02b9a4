import { ApiCode, encipherEnvelope, installChineseMessages, type TEnvelope } from '@sxpt/contract';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

export function ok<T>(data: T, message = '操作成功'): TEnvelope<T> {
  return { code: ApiCode.ok, message, data };
}

export function fail(code: number, message: string, data: unknown = null): TEnvelope<unknown> {
  return { code, message, data };
}

/** Paths that belong to the API (everything else may be the web app). */
export function isApiPath(url: string): boolean {
  return /^\/(api|admin|college|teacher|student)(\/|$|\?)/.test(url);
}

/** A validation message the user may read: zod's own (English) texts never reach them. */
export function validationMessage(message: string | undefined): string {
  return message && /[\u4e00-\u9fff]/.test(message) ? message : '请求参数有误';
}

/**
 * What a log line keeps of an unexpected error: its type, code and message. A failed statement is logged by the
 * database's own message and code, never with its SQL text or parameters (which hold what the user sent).
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause;
    return cause instanceof Error ? loggableError(cause) : { type: 'DrizzleQueryError', message: '数据库语句执行失败' };
  }
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  // a driver's error (pg, PGlite) carries severity; PGlite's may carry the statement and parameters too
  const fromDatabase = 'severity' in error || 'query' in error || 'params' in error;
  return {
    type: error.name,
    ...(code === undefined ? {} : { code }),
    message: error.message,
    ...(fromDatabase ? {} : { stack: error.stack }),
  };
}

/**
 * Every error becomes the envelope, with HTTP status 200 so that the client reads the inner code.
 * Validation errors carry the first Chinese message of the schema.
 */
export function installEnvelope(app: FastifyInstance, options: { cipher: boolean }): void {
  installChineseMessages();
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.status(200).send(fail(error.code, error.message, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(200).send(fail(ApiCode.badRequest, validationMessage(first?.message)));
    }
    if (error.statusCode === 429) {
      return reply.status(200).send(fail(ApiCode.tooMany, '请求过于频繁，请稍后再试'));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(200).send(fail(ApiCode.badRequest, '文件过大'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(200).send(fail(ApiCode.badRequest, '请求格式有误'));
    }
    request.log.error({ error: loggableError(error) }, 'unhandled error');
    return reply.status(200).send(fail(ApiCode.serverError, '服务器内部错误，请稍后重试'));
  });

  if (options.cipher) {
    // Wrapped transport: {retcode: 200, result} where result is the ciphered JSON envelope.
    app.addHook('onSend', async (request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (!type.startsWith('application/json') || typeof payload !== 'string' || !isApiPath(request.url)) {
        return payload;
      }
      return JSON.stringify({ retcode: 200, result: encipherEnvelope(payload) });
    });
  }
}
