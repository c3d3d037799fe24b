/**
 * The dependency rule of the house plan (ARCHITECTURE.md), checked in `npm test`.
 * Paths are relative to the folder being cruised, so the same rules judge the repo and the spec fixtures.
 */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-core-and-neverthrow',
      comment: 'core/ is framework-free: it may import other core/ files and neverthrow, nothing else.',
      severity: 'error',
      from: { path: '^core/' },
      to: { pathNot: ['^core/', '(^|/)node_modules/neverthrow/'] },
    },
    {
      name: 'domain-knows-neither-application',
      comment:
        'core/domain/ holds the rules both applications read: it imports neither core/shop/ nor core/storefront/.',
      severity: 'error',
      from: { path: '^core/domain/' },
      to: { path: '^core/(shop|storefront)/' },
    },
    {
      name: 'protocol-is-the-floor',
      comment:
        'core/protocol/ holds the HTTP and cookie rules every layer reads: it imports only itself and the shared kernel.',
      severity: 'error',
      from: { path: '^core/protocol/' },
      to: { path: '^core/', pathNot: ['^core/protocol/', '^core/domain/shared/'] },
    },
    {
      name: 'storefront-never-imports-the-shop-service',
      comment: 'The storefront reaches the shop service through its gateway ports; shared rules live in core/domain/.',
      severity: 'error',
      from: { path: '^core/storefront/' },
      to: { path: '^core/shop/' },
    },
    {
      name: 'shop-service-never-imports-the-storefront',
      comment: 'The shop service serves any frontend; it knows nothing of the storefront application.',
      severity: 'error',
      from: { path: '^core/shop/' },
      to: { path: '^core/storefront/' },
    },
    {
      name: 'ui-never-imports-the-shop-service',
      comment: 'The React UI drives the storefront application; the shop service is reached only through it.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^core/shop/' },
    },
    {
      name: 'adapters-never-import-ui-or-composition-root',
      comment: 'Adapters implement ports of the core; they know neither the React UI nor the wiring.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: ['^ui/', '^composition-root/'] },
    },
    {
      name: 'ui-never-imports-adapters-or-the-container',
      comment: 'The UI renders state and dispatches to use cases; adapters and inversify stay in composition-root/.',
      severity: 'error',
      from: { path: '^ui/' },
      to: {
        path: ['^adapters/', '^composition-root/', '(^|/)node_modules/(inversify|@inversifyjs|reflect-metadata)/'],
      },
    },
    {
      name: 'only-composition-root-uses-the-container',
      comment: 'inversify and reflect-metadata are imported by composition-root/ alone.',
      severity: 'error',
      from: { path: '^(core|adapters|ui)/' },
      to: { path: '(^|/)node_modules/(inversify|@inversifyjs|reflect-metadata)/' },
    },
    {
      name: 'nothing-imports-composition-root',
      comment: 'composition-root/ wires everything; nothing depends on it.',
      severity: 'error',
      from: { pathNot: '^composition-root/' },
      to: { path: '^composition-root/' },
    },
    {
      name: 'no-unresolvable-imports',
      comment: 'An import that does not resolve would hide a dependency from these rules.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
