// Lint rules, and the one-way import flow: game <- contract <- {server, web}.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Patterns are gitignore lines, where a leading '#' starts a comment: '#server/*' must be written
// '\\#server/*' (after any '!') or it bans nothing. escapeHash does that for every group below.
const escapeHash = (pattern) => pattern.replace(/^(!?)#/, '$1\\#');
const banned = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups.map(escapeHash), message }] }],
});

// Error codes are one closed vocabulary (contract/error-codes.ts): code reads and writes them through
// ErrorCode, never as a string literal, so a renamed code cannot leave a silent mismatch behind
// (docs/decisions/0032-error-codes-and-boundaries.md). Lower-case snake words only: a Node errno
// ('EPERM'), a PostgreSQL SQLSTATE ('23505') or a Fastify code ('FST_ERR_…') is another vocabulary.
const CODE_WORD = "/^[a-z]+(_[a-z]+)*$/";
const CODE_MESSAGE = 'Use the constant from contract/error-codes.ts (ErrorCode.…), not the error code as a string.';
const isCode = (side) => `:matches([${side}.property.name='code'], [${side}.name='code'])`;
const errorCodeLiterals = {
  'no-restricted-syntax': [
    'error',
    ...[
      `BinaryExpression[operator=/^[!=]==?$/]${isCode('left')}[right.type='Literal'][right.value=${CODE_WORD}]`,
      `BinaryExpression[operator=/^[!=]==?$/]${isCode('right')}[left.type='Literal'][left.value=${CODE_WORD}]`,
      `SwitchStatement${isCode('discriminant')} > SwitchCase > Literal.test[value=${CODE_WORD}]`,
      `NewExpression[callee.name='HttpError'] > Literal.arguments:nth-child(2)[value=${CODE_WORD}]`,
      `CallExpression[callee.name=/^(fail|refuse|badRequest|forbidden|conflict)$/] > Literal.arguments:nth-child(2)[value=${CODE_WORD}]`,
      `ObjectExpression:has(> Property[key.name='error']) > Property[key.name='code'] > Literal.value`,
    ].map((selector) => ({ selector, message: CODE_MESSAGE })),
  ],
};

const restrict = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ ...p, group: p.group.map(escapeHash) })) }],
});

const NO_WEB = { group: ['#web/*', '../web/*', 'react', 'react-dom'], message: 'server/ never imports the web client.' };

// Only repositories call Drizzle: the database layer is drizzle-orm, the drivers and server/db/.
// Kept open: `import type` (a service owns its transaction, `db.transaction((tx) => repo.x(tx))`, so it
// names the handle's type), db/transactions.ts (retry on conflict, work at a transaction's end),
// db/group-commit.ts (requests gathered into one transaction, decision 0046) and db/coherent-cache.ts
// (the read caches' vocabulary): none holds a query.
const NO_DATABASE = {
  group: [
    'drizzle-orm',
    'drizzle-orm/**',
    'pg',
    '@electric-sql/**',
    '**/db/*.ts',
    '!**/db/transactions.ts',
    '!**/db/group-commit.ts',
    '!**/db/coherent-cache.ts',
  ],
  allowTypeImports: true,
  message: 'Only server/repositories/ calls the database: add or use a repository function, and pass it in.',
};

// One direction between the two: realtime/ (the live rooms) calls services; a service that needs the
// rooms declares an interface of what it uses and app.ts passes the hub or relay in.
const NO_REALTIME = {
  group: ['**/realtime/*.ts'],
  message: 'server/services/ never imports server/realtime/: declare the interface the service needs and inject it (app.ts).',
};

// What bench/ and scripts/ may import of the app. Other folders only through the package.json
// `imports` aliases (#server/…, #tests/…), never by climbing out with ../. Of server/: the entry
// points (app, main, env, secret), opening and locking a database, the repositories' and services'
// factories, the stats line (realtime/hub-stats.ts), the shard arithmetic (cluster/shards.ts) and
// what the cluster runner shares with the servers.
// Types may be imported from anywhere. A bench that measures one internal module itself imports it
// under an eslint-disable comment that says so.
const TOOL_IMPORTS = [
  {
    group: ['../server/*', '../../server/*', '../web/*', '../../web/*', '../tests/*', '../../tests/*', '../game/*', '../../game/*', '../contract/*', '../../contract/*'],
    message: 'Import other folders through their alias (#server/…, #tests/…, #game/…), not a ../ path.',
  },
  {
    group: [
      '#server/**/*.ts',
      '!#server/app.ts',
      '!#server/main.ts',
      '!#server/env.ts',
      '!#server/secret.ts',
      '!#server/db/database.ts',
      '!#server/db/lock.ts',
      '!#server/repositories/*.ts',
      '!#server/services/*.ts',
      '!#server/realtime/hub-stats.ts',
      '!#server/cluster/shards.ts',
      // The cluster runner (scripts/cluster.ts): it checks Redis before starting, and its proxy marks
      // what it forwards with the header the servers look for.
      '!#server/limits/redis.ts',
      '!#server/cluster/forward.ts',
    ],
    allowTypeImports: true,
    message: 'bench/ and scripts/ use the server through its entry points (eslint.config.js, decision 0032).',
  },
  { group: ['#web/**/*.ts', '!#web/src/canvas/*.ts'], allowTypeImports: true, message: 'Of web/, only the canvas renderer is measured alone.' },
  { group: ['drizzle-orm', 'drizzle-orm/**'], message: 'Reach the database through a repository or the app, not Drizzle.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', '**/.tmp/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['game/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      ...banned(['#contract/*', '#server/*', '#web/*', '../contract/*', '../server/*', '../web/*', 'node:*', 'react', 'zod'],
        'game/ is pure: it imports nothing but itself.'),
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Date', 'setTimeout', 'setInterval', 'performance'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the seeded rng from game/rng.ts.' }],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: banned(['#server/*', '#web/*', '../server/*', '../web/*', 'react', 'node:*'], 'contract/ imports game/ and zod only.'),
  },
  // server/ layers (docs/decisions/0032-error-codes-and-boundaries.md). Each block below lists every
  // group that applies to its files: a later block's options replace an earlier one's, never add.
  {
    files: ['server/**/*.ts'],
    rules: restrict(NO_WEB, NO_DATABASE),
  },
  {
    // The database layer's own files, and those that open connections or hand the handle out.
    files: [
      'server/db/**/*.ts',
      'server/repositories/**/*.ts',
      'server/app.ts',
      'server/main.ts',
      'server/auth/auth.ts',
      'server/cluster/cache-bus.ts',
      'server/cluster/boot-lock.ts',
    ],
    rules: restrict(NO_WEB),
  },
  {
    files: ['server/services/**/*.ts'],
    rules: restrict(NO_WEB, NO_DATABASE, NO_REALTIME),
  },
  // bench/ and scripts/ stand outside the app: they reach it through its entry points only.
  {
    files: ['bench/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: restrict(...TOOL_IMPORTS),
  },
  {
    files: ['server/**/*.ts', 'web/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: errorCodeLiterals,
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...banned(['#server/*', '../server/*', '../../server/*', 'node:*', 'pg', '@electric-sql/*', 'drizzle-orm*', 'fastify*'],
        'web/ talks to the server only through contract/ and HTTP/WebSocket.'),
    },
  },
);
