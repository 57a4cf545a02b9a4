import { ApiCode } from '@sxpt/contract';

/** The one error type: a code of the envelope and a message for the user. */
export class AppError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    public readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, data: unknown = null) => new AppError(ApiCode.badRequest, message, data);
export const notFound = (message = '数据不存在') => new AppError(ApiCode.notFound, message);
export const forbidden = (message = '没有权限访问') => new AppError(ApiCode.forbidden, message);
export const conflict = (message: string) => new AppError(ApiCode.conflict, message);
