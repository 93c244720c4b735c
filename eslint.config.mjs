import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { featureComponentImports } from './eslint/feature-component-imports.mjs';
import { routeFileExports } from './eslint/route-file-exports.mjs';

const processEnvBan = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration through src/env.ts; process.env is read only there.',
};

// There is no src/domain barrel: every rule is imported by its path. Features and UI reach the browser, and through
// a barrel a client component drew every rule of src/domain into the JavaScript every page loads (measured: the
// shared layout chunk carried the finance, form and lead texts); one way in keeps it so everywhere.
const domainBarrelBan = {
  name: '@/domain',
  message: 'Import the rule by its path (@/domain/<area>/<rule>): src/domain has no barrel.',
};

const demoZone = {
  target: './src',
  from: './demo',
  message: 'demo/ is seed data: only scripts/ and tests import it.',
};

const testsZone = {
  target: './src',
  from: './tests',
  message: "tests/ holds the tests' fixtures and stand-ins: only tests (*.test.ts, *.fixture.ts) import it.",
};

// The components one feature offers the others to compose: its capability on another feature's page (the enquiry
// form on the contact page, the car card in search results). Every other component of a feature is its own part;
// a part two features need moves to src/ui (eslint/feature-component-imports.mjs).
const composableFeatureComponents = [
  'car-card/car-card',
  'car-card/car-card-frame',
  'checkout/checkout-links',
  'checkout/own-reservation-notice',
  'compare/compare-link',
  'content-blocks/content-block-list',
  'content-blocks/home-slider',
  'enquiry/enquiry-button',
  'enquiry/enquiry-form',
  'favourites/favourite-toggle',
  'finance/car-repayment-calculator',
  'finance/finance-estimate',
  'locations/location-map',
  'phone-reveal/phone-reveal',
  'reviews/review-list',
];

// The project's own rules (eslint/), one plugin object: flat config refuses a plugin name defined twice.
const forecourt = {
  rules: { 'feature-component-imports': featureComponentImports, 'route-file-exports': routeFileExports },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next*/**',
    'node_modules/**',
    'data/**',
    'coverage/**',
    'bench/results/**',
    'bench/baseline/.next/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
  ]),
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/env.ts'],
    rules: { 'no-restricted-syntax': ['error', processEnvBan] },
  },
  {
    // The demo dealers' data, and the tests' fixtures and stand-ins, are the seed script's and the tests': the
    // product never imports them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts', 'src/**/*.fixture.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [demoZone, testsZone] }] },
  },
  {
    // The domain holds the spec's rules as pure functions: nothing of the framework, the database or the network.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/|vitest$|zod(/mini)?$)',
              message:
                'src/domain is pure: import only from src/domain (relative paths), zod (or zod/mini) or vitest.',
            },
          ],
        },
      ],
      // A relative path that climbs out of src/domain (../../server/db) passes the pattern above: this rule
      // resolves every import, dynamic import() and require() against the tree.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: './src',
              except: ['./domain'],
              message: 'src/domain is pure: import only from src/domain.',
            },
            demoZone,
            testsZone,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'src/domain is pure: no network.' },
        { name: 'process', message: 'src/domain is pure: no process access.' },
      ],
    },
  },
  {
    // Inner layers never import outer ones.
    files: ['src/server/**/*.ts', 'src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [domainBarrelBan],
          patterns: [
            {
              group: ['@/app/*', '@/features/*'],
              message: 'Imports point inward: app -> features -> server/domain/ui.',
            },
          ],
        },
      ],
    },
  },
  {
    // The outbox is only the queue (ADR 0029): the work it carries imports it, never the other way round, and
    // scheduled work is a row of src/server/jobs.
    files: ['src/server/outbox/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/server/outbox',
              from: './src/server',
              except: ['./db', './outbox'],
              message: 'src/server/outbox is the queue: it imports only src/server/db (ADR 0029).',
            },
            demoZone,
            testsZone,
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { forecourt },
    rules: {
      'forecourt/feature-component-imports': ['error', { composable: composableFeatureComponents }],
      'no-restricted-imports': [
        'error',
        {
          paths: [domainBarrelBan],
          patterns: [
            { group: ['@/app/*'], message: 'Imports point inward: app -> features -> server/domain/ui.' },
          ],
        },
      ],
    },
  },
  {
    // Route files are one-line re-exports of handlers wrapped in src/server/http (STYLE rule 18, ADR 0028).
    // better-auth has no catch-all route here (dashboard sign-in posts to our own wrapped handlers): no exception.
    files: ['src/app/**/route.ts'],
    plugins: { forecourt },
    rules: { 'forecourt/route-file-exports': 'error' },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [domainBarrelBan],
          patterns: [
            {
              group: ['@/app/*', '@/features/*'],
              message: 'Imports point inward: app -> features -> server/domain/ui.',
            },
          ],
        },
      ],
    },
  },
]);
