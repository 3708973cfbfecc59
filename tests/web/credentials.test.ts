import { describe, expect, it } from 'vitest';
import { CREDENTIALS_REQUIRED_MESSAGE } from '#contract/errors.ts';
import { credentialsError } from '#web/src/auth/credentials.ts';

describe('credentials rule: sign-in needs an email and a password', () => {
  it('uses the exact spec message', () => {
    expect(CREDENTIALS_REQUIRED_MESSAGE).toBe('You must provide either an email or phone number and a password');
  });

  it.each([
    { email: '', password: 'secret-pass' },
    { email: '   ', password: 'secret-pass' },
    { email: 'a@b.test', password: '' },
    { email: '', password: '' },
  ])('refuses %o', (credentials) => {
    expect(credentialsError(credentials)).toBe(CREDENTIALS_REQUIRED_MESSAGE);
  });

  it('accepts an email and a password', () => {
    expect(credentialsError({ email: 'a@b.test', password: 'x' })).toBeNull();
  });
});
