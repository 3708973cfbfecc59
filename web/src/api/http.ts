import type { z } from 'zod';
import { ErrorBody } from '#contract/errors.ts';
import { getStoredToken } from './token-store.ts';

/**
 * A non-OK reply. The message follows the spec's HTTP rule (`${status}: ${responseText}`) so logs
 * and tests see exactly what the server said; `body` carries the parsed `{error, code}` for UI text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly responseText: string;
  readonly body: ErrorBody | null;

  constructor(status: number, responseText: string) {
    super(`${status}: ${responseText}`);
    this.name = 'ApiError';
    this.status = status;
    this.responseText = responseText;
    this.body = parseErrorBody(responseText);
  }

  get code(): string | null {
    return this.body?.code ?? null;
  }
}

/** The server answered 2xx with a body that does not match the contract. */
export class ResponseShapeError extends Error {
  readonly path: string;
  constructor(path: string, detail: string) {
    super(`Unexpected response from server for ${path}: ${detail}`);
    this.name = 'ResponseShapeError';
    this.path = path;
  }
}

function parseErrorBody(text: string): ErrorBody | null {
  try {
    const parsed = ErrorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Human text for toasts and inline alerts: the server's own `error` sentence when it sent one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body?.error ?? (error.responseText || `Request failed (${error.status})`);
  if (error instanceof TypeError) return 'Could not reach the server';
  if (error instanceof Error) return error.message;
  return String(error);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<S extends z.ZodType | undefined> {
  body?: unknown;
  /** Contract schema the reply must satisfy; omitted only for endpoints without a contract shape. */
  schema?: S;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

type Parsed<S> = S extends z.ZodType ? z.infer<S> : unknown;

/** The one fetch wrapper: bearer token, cookies, JSON both ways, contract parsing, spec error text. */
export async function apiFetch<S extends z.ZodType | undefined = undefined>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<S> = {},
): Promise<ApiResponse<Parsed<S>>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text || response.statusText);

  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      throw new ResponseShapeError(path, 'not JSON');
    }
  }
  if (!options.schema) return { data: json as Parsed<S>, headers: response.headers };
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) throw new ResponseShapeError(path, parsed.error.issues.map((i) => i.path.join('.') || i.message).join(', '));
  return { data: parsed.data as Parsed<S>, headers: response.headers };
}

/** apiFetch for callers that only want the parsed body. */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<S> = {},
): Promise<Parsed<S>> {
  return (await apiFetch(method, path, options)).data;
}
