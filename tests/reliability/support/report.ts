// Figures the reliability tests measure, written to .tmp/reliability/<name>.json for the README.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const REPORT_DIR = resolve('.tmp/reliability');

export function writeReport(name: string, data: unknown): string {
  mkdirSync(REPORT_DIR, { recursive: true });
  const file = resolve(REPORT_DIR, `${name}${process.env.DATABASE_URL ? '.postgres' : ''}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
