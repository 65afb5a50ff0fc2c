import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Server-side code: services with SQL, the database, auth and mail. */
const serverCode = ['./lib/server', './lib/db', './lib/auth', './lib/mail', './lib/supabase/server.ts'];

/**
 * Which way imports may point. A module's folder says where it may run (README, Layout):
 * lib/rules, lib/files and lib/validation are pure and run anywhere; lib/client runs in the browser only;
 * lib/edge is what proxy.ts may import (it never opens the database); lib/server, lib/db, lib/auth and lib/mail
 * are server-only. tests/unit/import-boundaries.test.ts proves each zone fails on a wrong-way import.
 */
const importBoundaries = [
  {
    target: ['./lib/rules', './lib/files', './lib/validation'],
    from: [...serverCode, './lib/client', './lib/edge', './lib/node'],
    message:
      'Pure modules (lib/rules, lib/files, lib/validation) run anywhere: they cannot import server, browser or proxy code.',
  },
  {
    target: ['./lib/client'],
    from: [...serverCode, './lib/edge', './lib/node'],
    message: 'Browser helpers (lib/client) cannot import server code.',
  },
  {
    target: ['./lib/edge', './proxy.ts'],
    from: ['./lib/server', './lib/db', './lib/mail', './lib/client'],
    message: 'The proxy verifies tokens only: it never opens the database, sends mail or loads browser code.',
  },
  {
    target: ['./lib', './content'],
    from: ['./components', './app'],
    message: 'lib/ and content/ never import components or routes.',
  },
  {
    // Auth builds on the data layer: lib/db takes the session's type (RLS per request) and, to seed the demo
    // accounts, the password hash; nothing else of auth.
    target: ['./lib/db'],
    from: ['./lib/auth'],
    except: ['./password.ts', './types.ts'],
    message:
      'The data layer sits below auth: lib/db may use lib/auth/types.ts and lib/auth/password.ts only.',
  },
  {
    target: ['./components'],
    from: ['./lib/db'],
    message:
      'Components receive plain outcomes from a page, an action or a lib/server service; they never reach the data layer.',
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      '.bench-empty/**',
      '.dbg/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Pages link with plain <a>: one client component (components/layout/site-link-navigation.tsx) gives every
      // link to a page a soft navigation and a prefetch on intent, where each next/link hydrated on its own.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    files: ['app/**', 'components/**', 'lib/**', 'content/**', 'proxy.ts', 'instrumentation.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files the plugin reads to follow imports, with TypeScript's parser, and the TypeScript resolver for the
      // `@/` paths of tsconfig.json.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: importBoundaries }],
      // Type-only imports vanish at run time and are not counted; a value cycle (dynamic imports and require()
      // included) is a real ordering hazard. Packages cannot close a cycle of ours, so they are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true, commonjs: true }],
    },
  },
  {
    // Content is data only: prices that the price book owns are references, rendered by lib/rules/price-template.ts.
    files: ['content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/lib/*', '@/lib'], message: 'content/ is data only: it imports nothing from lib/.' },
          ],
        },
      ],
    },
  },
];

export default config;
