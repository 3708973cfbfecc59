// The landing page's zod-free copies of the contract (web/src/api/contract-lite.ts) must accept and
// refuse exactly what the contract's zod schemas do, and its constants must equal the contract's.
import { describe, expect, it } from 'vitest';
import * as Auth from '#contract/auth.ts';
import * as Errors from '#contract/errors.ts';
import * as SeasonContract from '#contract/season.ts';
import * as lite from '#web/src/api/contract-lite.ts';

const season = { id: 1, seasonNumber: 1, name: 'Season 1', description: 'd', startDate: '2026-11-01T00:00:00.000Z', endDate: null, isActive: true, status: 'live' };

const cases: [string, { safeParse(v: unknown): { success: boolean } }, { safeParse(v: unknown): { success: boolean } }, unknown[]][] = [
  ['ErrorBody', lite.ErrorBody, Errors.ErrorBody, [{ error: 'x', code: 'y' }, { error: 'x' }, { error: 1, code: 'y' }, null, 'text', { error: 'x', code: 'y', extra: 1 }]],
  ['AuthConfig', lite.AuthConfig, Auth.AuthConfig, [{ google: true, devLogin: false, emailPassword: true }, { google: 'yes', devLogin: false, emailPassword: true }, {}, []]],
  [
    'Season',
    lite.Season,
    SeasonContract.Season,
    [season, { ...season, endDate: '2026-12-01T00:00:00.000Z' }, { ...season, status: 'paused' }, { ...season, id: 1.5 }, { ...season, name: undefined }, { ...season, endDate: undefined }],
  ],
];

describe('the landing page’s zod-free contract copies', () => {
  for (const [name, mine, theirs, samples] of cases) {
    it(`${name} accepts and refuses what the contract does`, () => {
      for (const sample of samples) expect(mine.safeParse(sample).success, JSON.stringify(sample)).toBe(theirs.safeParse(sample).success);
    });
  }

  it('copies the constants exactly', () => {
    for (const [name, code] of Object.entries(lite.ErrorCode)) expect(Errors.ErrorCode).toHaveProperty(name, code);
    expect(lite.CREDENTIALS_REQUIRED_MESSAGE).toBe(Errors.CREDENTIALS_REQUIRED_MESSAGE);
    expect([lite.DEV_TOKEN_KEY, lite.SESSION_TOKEN_KEY, lite.PASSWORD_MIN, lite.PASSWORD_MAX]).toEqual([Auth.DEV_TOKEN_KEY, Auth.SESSION_TOKEN_KEY, Auth.PASSWORD_MIN, Auth.PASSWORD_MAX]);
    expect(lite.SeasonStatus).toEqual(SeasonContract.SeasonStatus);
  });
});
