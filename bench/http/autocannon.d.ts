// autocannon ships no type declarations; this covers the programmatic API bench/http/ uses.
declare module 'autocannon' {
  export interface Request {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Returns the request to send (or a falsy value to restart from the first one). */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null | undefined;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    method?: Request['method'];
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
    initialContext?: Record<string, unknown>;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    [percentile: string]: number;
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    /** Bytes received (total: over the whole run). */
    throughput: Histogram;
  }

  export interface Instance extends Promise<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
