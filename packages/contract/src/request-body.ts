// Building blocks of the request bodies of the admin and course areas (not exported from the package).
import { z } from 'zod';
import { ZPageQuery } from './envelope';

/**
 * A JSON body object. A missing body reads as {} (so the first missing field names itself in Chinese), and
 * anything that is not an object answers 请求参数有误.
 */
export const objectBody = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess((value) => value ?? {}, z.object(shape, { error: '请求参数有误' }));

/** A list body: page and page_size (as ZPageQuery) plus its filters. */
export const pageBody = <T extends z.ZodRawShape>(shape: T) => objectBody({ ...ZPageQuery.shape, ...shape });

/** Ids are PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;

/**
 * A required id of a JSON body: an integer, nothing coerced ("1", [1], true and 1.5 are refused); a missing or
 * non-number one reads 请选择{label}.
 */
export const idOf = (label: string) =>
  z
    .number({ error: `请选择${label}` })
    .int(`${label}有误`)
    .positive(`请选择${label}`)
    .max(MAX_ID, `${label}有误`);

/** The only text form of an id: decimal digits without a leading zero. */
export const ID_TEXT_PATTERN = /^[1-9][0-9]{0,9}$/;

/**
 * An id where everything is text (a query string, a path, a multipart field): decimal digits (?id=12), or an
 * integer when the same schema reads a JSON body. Nothing else ("1.0", " 1", "0x1", "1e2") is read as a number.
 */
export const queryIdOf = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && ID_TEXT_PATTERN.test(value) ? Number(value) : value),
    idOf(label),
  );

/** Trimmed text, required, at most `max` characters. */
export const textOf = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字`);
