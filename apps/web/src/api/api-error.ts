/**
 * Where a failed call broke: the business answer, the session, the licence, a password that must be changed first,
 * the wrapped transport, the network, or time.
 */
export type TApiErrorKind =
  | 'business'
  | 'session'
  | 'licence'
  | 'password'
  | 'transport'
  | 'network'
  | 'timeout'
  | 'aborted';

/** The one error every call rejects with. `code` is the inner envelope code (or the outer retcode, or 0). */
export class ApiError extends Error {
  readonly code: number;
  readonly kind: TApiErrorKind;
  /** the envelope's `data` of a business error (e.g. the bad rows of an import), null when none */
  readonly data: unknown;

  constructor(code: number, message: string, kind: TApiErrorKind = 'business', data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.kind = kind;
    this.data = data;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The text to show for any thrown value ('Has Error' when there is none, as the spec says). */
export function errorText(value: unknown): string {
  if (value instanceof Error && value.message) return value.message;
  return 'Has Error';
}
