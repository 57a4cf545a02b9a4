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

/** A required id (number or numeric string); a missing or bad one reads 请选择{label}. */
export const idOf = (label: string) =>
  z.coerce
    .number({ error: `请选择${label}` })
    .int(`${label}有误`)
    .positive(`请选择${label}`);

/** Trimmed text, required, at most `max` characters. */
export const textOf = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字`);
