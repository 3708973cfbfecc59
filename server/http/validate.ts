// Parses one part of a request with its contract schema; a failure becomes a 400 { error, code }.
import type { z } from 'zod';
import { ErrorCode } from '#contract/errors.ts';
import { HttpError, zodMessage } from './errors.ts';

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, ErrorCode.validation, zodMessage(result.error));
  return result.data;
}
