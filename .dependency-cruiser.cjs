// The boundaries between the workspaces (docs/architecture.md draws them): `npm run check:boundaries`,
// part of the test command. A workspace reaches another only through its package name and exports.
const workspace = '^(packages/[^/]+|api|site|admin|e2e)/';
// The design system's basic pieces; everything else in packages/ui/src/components is a product piece.
const primitives = '(Badge|Button|Card|Checkbox|Field|Heading|InlineMessage|PasswordField|Portal|Select|Skeleton|Spinner|StatusBadge|Text|Textarea|TextField|VisuallyHidden)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Modules that import each other, even for types only, cannot be understood or moved one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-relative-imports-across-workspaces',
      comment:
        'Another workspace is reached through its package name and its exports, never by a relative path into its files (nor into the repository root’s scripts/: what the workspaces share has a package of its own, such as @fleet/bench).',
      severity: 'error',
      from: { path: workspace },
      // The design system's story tests compose its stories with Storybook's own preview (.storybook/, the design system's Storybook).
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased'], pathNot: ['^$1/', '^\\.storybook/preview\\.tsx$'] },
    },
    {
      name: 'packages-do-not-import-apps',
      comment: 'The packages (rules, api-client, ui, content) serve the apps; they know none of them.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(api|site|admin|e2e)/' },
    },
    {
      name: 'design-system-reads-content-only-in-stories',
      comment:
        'The content draws with the design system (icons, buttons, links), so the design system itself never imports it: only its stories and their fixtures (*.stories.tsx, *.fixtures.ts[x]), which Storybook alone loads, show the site’s real copy through it (and the story tests’ config gives them the brand Storybook gives them).',
      severity: 'error',
      from: { path: '^packages/ui/', pathNot: ['\\.(stories|fixtures)\\.tsx?$', '^packages/ui/vitest\\.config\\.ts$'] },
      to: { path: '^packages/content/' },
    },
    {
      name: 'rules-have-no-dependencies',
      comment: 'The product rules are plain functions every app applies: they import nothing but each other.',
      severity: 'error',
      from: { path: '^packages/rules/src/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^packages/rules/' },
    },
    {
      name: 'apps-do-not-import-each-other',
      comment: 'The admin and the site are separate apps; the API mounts only the site server entry that the site package exports.',
      severity: 'error',
      from: { path: '^(admin|site)/' },
      to: { path: '^(api|admin|site)/', pathNot: '^$1/' },
    },
    {
      name: 'primitives-do-not-import-product-pieces',
      comment: 'The design system keeps its primitives (layout, theme, styles, the basic controls) free of product pieces, so it could be split in two without untangling.',
      severity: 'error',
      from: { path: `^packages/ui/src/(layout|theme|styles|components/${primitives})/` },
      to: { path: '^packages/ui/src/components/', pathNot: `^packages/ui/src/components/${primitives}/` },
    },
    {
      name: 'services-do-not-know-http',
      comment: 'Services refuse with a ServiceError (services/ServiceError.ts); only http/toHttpError.ts turns it into a status code.',
      severity: 'error',
      from: { path: '^api/src/services/' },
      to: { path: '^api/src/http/' },
    },
    {
      name: 'the-api-mounts-only-the-site-entry',
      comment: 'The API serves the site through its exported server entry and reads nothing else of it.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^(admin|site)/', pathNot: '^site/(src/server/serverEntry\\.ts|dist/server/entry\\.mjs|src/blog/contentApi\\.ts)$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|\\.astro)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['types', 'import', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    combinedDependencies: true,
  },
};
