// A local OpenID Connect provider (oidc-provider) standing in for Google in auth tests. It uses
// oidc-provider's built-in development interactions: a login form that accepts any login (the
// login is the account id, the password is ignored) followed by a consent form.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcClaims {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name: string;
  picture: string;
}

export interface TestOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

export async function startOidcProvider(opts: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Accounts by subject; the dev login form's "login" field picks one. */
  accounts: Record<string, OidcClaims>;
}): Promise<TestOidcProvider> {
  // The issuer needs the port, so listen first and hand requests to the provider once it exists.
  let handle: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // better-auth's genericOAuth sends client_id/client_secret in the form body unless told otherwise.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // Refuse any authorization request without an S256 code challenge, as Google accepts it.
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'picture'],
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const claims = opts.accounts[sub];
      if (!claims) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...claims }) };
    },
    features: { devInteractions: { enabled: true } },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Grant: 600, Interaction: 600, Session: 600 },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [{ ...signingKey, alg: 'RS256', use: 'sig', kid: 'test-key' }] },
  });
  handle = provider.callback();

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
