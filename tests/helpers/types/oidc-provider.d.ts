// oidc-provider ships no type declarations; this covers what tests/helpers/oidc-provider.ts uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients?: Record<string, unknown>[];
    pkce?: { required?: (ctx: unknown, client: unknown) => boolean };
    claims?: Record<string, string[] | null>;
    findAccount?: (ctx: unknown, sub: string, token?: unknown) => Account | undefined | Promise<Account | undefined>;
    features?: Record<string, { enabled: boolean } & Record<string, unknown>>;
    cookies?: { keys?: string[] } & Record<string, unknown>;
    jwks?: { keys: object[] };
    [option: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
