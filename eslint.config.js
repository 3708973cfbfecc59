// Lint rules, and the one-way import flow: game <- contract <- {server, web}.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const banned = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
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
  {
    files: ['server/**/*.ts'],
    rules: banned(['#web/*', '../web/*', 'react', 'react-dom'], 'server/ never imports the web client.'),
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
