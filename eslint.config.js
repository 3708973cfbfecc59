// Lint rules, and the one-way import flow: game <- contract <- {server, web}.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const banned = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

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
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...banned(['#server/*', '../server/*', '../../server/*', 'node:*', 'pg', '@electric-sql/*', 'drizzle-orm*', 'fastify*'],
        'web/ talks to the server only through contract/ and HTTP/WebSocket.'),
    },
  },
);
