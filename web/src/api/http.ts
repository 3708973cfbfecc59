import type { z } from 'zod';
import type { ErrorBody as ErrorBodyType } from '#contract/errors.ts';
import { ErrorBody } from './contract-lite.ts';
import type { LiteSchema, Output } from './lite-schema.ts';
import { getStoredToken } from './token-store.ts';

/**
 * A non-OK reply. The message follows the spec's HTTP rule (`${status}: ${responseText}`) so logs
 * and tests see exactly what the server said; `body` carries the parsed `{error, code}` for UI text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly responseText: string;
  readonly body: ErrorBodyType | null;

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

function parseErrorBody(text: string): ErrorBodyType | null {
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

/** What apiFetch needs of a schema: zod's schemas have it, and so do lite-schema.ts's. */
export type ResponseSchema = z.ZodType | LiteSchema<unknown>;

/**
 * A contract schema, or a loader for one. A loader lets a module on the landing page name a zod
 * schema without shipping zod with the landing bundle (the landing budget, docs/decisions/0028-first-load.md): the load starts with the
 * request and is awaited only to parse the reply.
 */
export type SchemaSource = ResponseSchema | (() => Promise<ResponseSchema>);

export interface RequestOptions<S extends SchemaSource | undefined> {
  body?: unknown;
  /** Contract schema the reply must satisfy; omitted only for endpoints without a contract shape. */
  schema?: S;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

type OutputOf<S> = S extends z.ZodType ? z.infer<S> : S extends LiteSchema<unknown> ? Output<S> : unknown;
type Parsed<S> = S extends () => Promise<infer T> ? OutputOf<T> : OutputOf<S>;

/** The schema, or its load started now (before the fetch) so the two overlap. */
function startLoading(source: SchemaSource | undefined): Promise<{ schema: ResponseSchema | undefined }> {
  // Boxed: a promise must never be resolved with the schema object itself (a thenable check).
  const loading = typeof source === 'function' ? source().then((schema) => ({ schema })) : Promise.resolve({ schema: source });
  // Awaited after the fetch; if the fetch fails first, a failed load must not go unhandled.
  loading.catch(() => {});
  return loading;
}

/** The one fetch wrapper: bearer token, cookies, JSON both ways, contract parsing, spec error text. */
export async function apiFetch<S extends SchemaSource | undefined = undefined>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<S> = {},
): Promise<ApiResponse<Parsed<S>>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const schemaLoad = startLoading(options.schema);

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
  const { schema } = await schemaLoad;
  if (!schema) return { data: json as Parsed<S>, headers: response.headers };
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ResponseShapeError(path, parsed.error.issues.map((i) => i.path.join('.') || i.message).join(', '));
  return { data: parsed.data as Parsed<S>, headers: response.headers };
}

/** apiFetch for callers that only want the parsed body. */
export async function apiRequest<S extends SchemaSource | undefined = undefined>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<S> = {},
): Promise<Parsed<S>> {
  return (await apiFetch(method, path, options)).data;
}
