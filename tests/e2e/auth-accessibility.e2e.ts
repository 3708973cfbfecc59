// Accessibility (docs/decisions/0016-accessibility-checks.md): axe-core (WCAG 2.1 A/AA) over the password screens the other journeys never
// reach, on a 1280×800 desktop and a 390×844 phone, with no serious or critical violation. A sponsor
// signs up with email and password, enrols an authenticator app (password step, setup step, a wrong
// code, then the right one), signs in again in a fresh browser and passes the two-factor challenge (a
// wrong code first), turns two-factor off, then forgets the password: the forgot-password screen
// (empty, sent), the emailed reset link (read from the server's log, as local mode sends it), the
// reset screen (a mismatch, done), a link without its token, and a sign-in with the new password.
import type { Browser, Page } from 'playwright-core';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '#tests/helpers/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  // Info level: the reset link is written to the log in local mode (server/auth/auth.ts).
  [server, browser] = await Promise.all([startE2EServer('auth-a11y', { LOG_LEVEL: 'info' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const;

let attempts = 0;

/** Opens the landing page's sign-in dialog and returns it. */
async function openSignIn(page: Page) {
  await page.goto('/');
  await page.getByText('CRAWL TO FAME • SEASON 1').waitFor();
  await page.getByRole('button', { name: /register your corporation/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Corporate Login' });
  await dialog.getByLabel('Email', { exact: true }).waitFor();
  return dialog;
}

/** The TOTP secret inside an otpauth:// setup link, as an authenticator app reads it. */
const secretOf = (totpURI: string) => new TextDecoder().decode(base32.decode(new URL(totpURI).searchParams.get('secret')!));
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

/** The newest reset link the server logged for `email`, as a same-origin path. */
async function resetLinkFor(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const lines = server.server
      .output()
      .split('\n')
      .flatMap((l) => {
        try {
          return [JSON.parse(l) as { msg?: string; email?: string; resetUrl?: string }];
        } catch {
          return [];
        }
      });
    const entry = lines.reverse().find((l) => l.msg === 'password reset link' && l.email === email);
    if (entry?.resetUrl) {
      const url = new URL(entry.resetUrl);
      return url.pathname + url.search;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset link logged for ${email}`);
}

describe('the password and two-factor screens, checked by axe-core: no serious or critical violation', () => {
  for (const [where, viewport] of VIEWPORTS) {
    it(`${where} ${viewport.width}×${viewport.height}: sign-up, 2FA enrol, 2FA at sign-in, 2FA off, forgot and reset password`, { timeout: 150_000 }, async () => {
      const email = `locksmith-${where}-${++attempts}@crawl.test`;
      const password = 'correct-horse-battery';
      const { context, page } = await newPage(browser, server.base, viewport);
      const errors = watchErrors(page);

      // Sign up with email and password.
      let dialog = await openSignIn(page);
      await dialog.getByRole('button', { name: 'New sponsor? Create an account' }).click();
      await dialog.getByLabel('Corporation contact name').fill('Lock Smith');
      await dialog.getByLabel('Email', { exact: true }).fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill(password);
      await expectNoSeriousViolations(page, `sign-up form (${where})`);
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { name: 'Crawler Management' }).waitFor();

      // Enrol an authenticator app.
      await page.goto('/account');
      await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
      await page.getByRole('form', { name: 'Confirm password to enable two-factor authentication' }).waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Enter your password to continue.').waitFor();
      await expectNoSeriousViolations(page, `2FA enrol: password, empty (${where})`);
      await page.getByLabel('Current password').fill(password);
      await page.getByRole('button', { name: 'Continue' }).click();
      const confirmForm = page.getByRole('form', { name: 'Confirm two-factor authentication' });
      await confirmForm.waitFor();
      const totpURI = await confirmForm.locator('code').innerText();
      const secret = secretOf(totpURI);
      await expectNoSeriousViolations(page, `2FA enrol: setup link and backup codes (${where})`);
      const enrolCode = await createOTP(secret).totp();
      await page.getByLabel('Code from your app').fill(wrongCode(enrolCode));
      await page.getByRole('button', { name: 'Confirm and enable' }).click();
      await confirmForm.getByRole('alert').waitFor();
      await expectNoSeriousViolations(page, `2FA enrol: wrong code (${where})`);
      await page.getByLabel('Code from your app').fill(await createOTP(secret).totp());
      await page.getByRole('button', { name: 'Confirm and enable' }).click();
      await page.getByRole('button', { name: 'Turn off two-factor authentication' }).waitFor();
      await expectNoSeriousViolations(page, `2FA on (${where})`);
      expect(errors()).toEqual([]);
      await context.close();

      // A fresh browser signs in: the server asks for a code.
      const second = await newPage(browser, server.base, viewport);
      const errors2 = watchErrors(second.page);
      dialog = await openSignIn(second.page);
      await dialog.getByLabel('Email', { exact: true }).fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill(password);
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      const code = dialog.getByLabel('Authentication code');
      await code.waitFor();
      await expectNoSeriousViolations(second.page, `2FA verify at sign-in (${where})`);
      const signInCode = await createOTP(secret).totp();
      await code.fill(wrongCode(signInCode));
      await dialog.getByRole('button', { name: 'Verify Code' }).click();
      await dialog.getByRole('form', { name: 'Two-factor verification' }).getByRole('alert').waitFor();
      await expectNoSeriousViolations(second.page, `2FA verify at sign-in, wrong code (${where})`);
      await code.fill(await createOTP(secret).totp());
      await dialog.getByRole('button', { name: 'Verify Code' }).click();
      await second.page.getByRole('heading', { name: 'Crawler Management' }).waitFor();

      // Turn two-factor off again.
      await second.page.goto('/account');
      await second.page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
      await second.page.getByRole('form', { name: 'Turn off two-factor authentication' }).waitFor();
      await expectNoSeriousViolations(second.page, `2FA disable: password (${where})`);
      await second.page.getByLabel('Current password').fill(password);
      await second.page.getByRole('button', { name: 'Turn off', exact: true }).click();
      await second.page.getByRole('button', { name: 'Enable two-factor authentication' }).waitFor();
      expect(errors2()).toEqual([]);
      await second.context.close();

      // Forgotten password, as a visitor.
      const visitor = await newPage(browser, server.base, viewport);
      const errors3 = watchErrors(visitor.page);
      const p = visitor.page;
      await p.goto('/');
      dialog = await openSignIn(p);
      await dialog.getByRole('link', { name: 'Forgot password?' }).click();
      await p.getByRole('heading', { name: 'Forgot password?' }).waitFor();
      await expectNoSeriousViolations(p, `forgot password (${where})`);
      await p.getByRole('button', { name: 'Send reset link' }).click();
      await p.getByText('Enter the email address of your account.').waitFor();
      await expectNoSeriousViolations(p, `forgot password, empty (${where})`);
      await p.getByLabel('Email').fill(email);
      await p.getByRole('button', { name: 'Send reset link' }).click();
      await p.getByText(`If an account exists for ${email}`).waitFor();
      await expectNoSeriousViolations(p, `forgot password, sent (${where})`);

      // The emailed link, then the new password.
      await p.goto(await resetLinkFor(email));
      await p.waitForURL(/\/reset-password\?token=/);
      await p.getByRole('form', { name: 'Set a new password' }).waitFor();
      await expectNoSeriousViolations(p, `reset password (${where})`);
      const fresh = 'brand-new-passphrase';
      await p.getByLabel('New password', { exact: true }).fill(fresh);
      await p.getByLabel('Confirm new password').fill(`${fresh}!`);
      await p.getByRole('button', { name: 'Set new password' }).click();
      await p.getByText('The two passwords do not match.').waitFor();
      await expectNoSeriousViolations(p, `reset password, mismatch (${where})`);
      await p.getByLabel('Confirm new password').fill(fresh);
      await p.getByRole('button', { name: 'Set new password' }).click();
      await p.getByText('Password updated. You can now sign in from the landing page.').waitFor();
      await expectNoSeriousViolations(p, `reset password, done (${where})`);

      await p.goto('/reset-password');
      await p.getByText('This reset link is not valid').waitFor();
      await expectNoSeriousViolations(p, `reset password, link without a token (${where})`);

      // The new password signs in (and two-factor is off, so no code is asked).
      dialog = await openSignIn(p);
      await dialog.getByLabel('Email', { exact: true }).fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill(fresh);
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await p.getByRole('heading', { name: 'Crawler Management' }).waitFor();
      expect(errors3()).toEqual([]);
      await visitor.context.close();
    });
  }
});
