import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Effects the core may only reach through ports (Clock, IdGenerator, gateways).
const coreForbiddenGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'fetch',
  'setTimeout',
  'setInterval',
  'process',
  'crypto',
].map((name) => ({ name, message: `core/ is framework-free: reach '${name}' through a port.` }));

/**
 * What runs for every server-rendered page: spreads and rests cost ~0.9 µs a call in V8 (docs/decisions/performance.md),
 * so these files name their props and options. A file that must spread leaves this list knowingly.
 */
const HOT_PATHS = [
  'composition-root/server-render/render-page.tsx',
  'composition-root/server-render/head-tags.ts',
  'core/storefront/storefront-use-cases.ts',
  'core/storefront/server-render-use-cases.ts',
  'ui/components/navigation/shop-link.tsx',
  'adapters/system/crypto-id-generator.ts',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'core/dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'specs/architecture/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...coreForbiddenGlobals],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Use the Clock port.',
        },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Use the Clock port.' },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Use the IdGenerator port.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: HOT_PATHS,
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'SpreadElement', message: 'A hot path: name the elements or properties instead of spreading.' },
        { selector: 'RestElement', message: 'A hot path: name the parameters instead of a rest.' },
      ],
    },
  },
);
