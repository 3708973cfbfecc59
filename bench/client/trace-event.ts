// A Chromium trace's events as the trace readers use them (bench/crawler-page-trace.ts,
// bench/journey-trace-summary.ts): complete events ('X') with their duration, thread names ('M').

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string } };
}

/** A script's file name without its folder or query: what the summaries print. */
export const shortUrl = (url: string | undefined) => (url ? (url.split('/').at(-1) ?? url).replace(/\?.*$/, '') : '');
