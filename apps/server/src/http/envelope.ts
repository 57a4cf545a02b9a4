import { ApiCode, encipherEnvelope, type TEnvelope } from '@sxpt/contract';
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

/**
 * Every error becomes the envelope, with HTTP status 200 so that the client reads the inner code.
 * Validation errors carry the first Chinese message of the schema.
 */
export function installEnvelope(app: FastifyInstance, options: { cipher: boolean }): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.status(200).send(fail(error.code, error.message, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(200).send(fail(ApiCode.badRequest, first?.message || '请求参数有误'));
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
    request.log.error({ err: error }, 'unhandled error');
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
