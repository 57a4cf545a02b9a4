import type { TMessage } from './messages';

/** Machine-readable codes of the errors the domain rules throw. */
export type TDomainErrorCode = 'invalid_number' | 'invalid_rate' | 'unknown_question' | 'unknown_item' | 'out_of_order';

/**
 * The one error type of the domain: a stable code for programs and a Chinese message for people.
 * The server maps it to its AppError envelope.
 */
export class DomainError extends Error {
  readonly code: TDomainErrorCode;

  constructor(code: TDomainErrorCode, message: TMessage | string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}
