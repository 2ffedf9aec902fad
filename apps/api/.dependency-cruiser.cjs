// The walls of the API (ADR 058), checked by `npm run check:structure` in `npm test`:
//   db/ and lib/ (the ground floor) and plugins/ (the HTTP platform) import no module;
//   each module in modules/ shows one face, its index.ts, and modules import each other in one direction only;
//   schema.ts, seed/, web/, ops/ (operators' commands), runtime/ (the server's processes: ADR 077), app.ts and
//   server.ts sit above the modules and compose them.
// Tests and test kits may reach inside what they test, so they are left out.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: '文件之间不得循环引用',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      comment: '模块之间只能单向引用：A 引用了 B，B 就不得再（直接或间接）引用 A',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/modules/[^/]+$' },
      to: { path: '^src/modules/[^/]+$', circular: true },
    },
    {
      name: 'module-face',
      comment: '只能通过 index.ts 引用其他模块，不得引用其内部文件（仓库、表、服务等）',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'outside-module-face',
      comment: '模块之外只能通过 index.ts 引用模块（只有 schema.ts 汇集各模块的表）',
      severity: 'error',
      from: { pathNot: ['^src/modules/', '^src/schema\\.ts$'] },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'ground-floor',
      comment:
        'db/、lib/ 和 plugins/ 是底层，不得引用模块、seed/、web/、ops/、runtime/ 或组装层（app.ts、server.ts、schema.ts）',
      severity: 'error',
      from: { path: '^src/(db|lib|plugins)/' },
      to: { path: '^src/(modules|seed|web|ops|runtime)/|^src/(app|server|schema)\\.ts$' },
    },
    {
      name: 'modules-below-composition',
      comment: '模块不得引用 seed/、web/、ops/、runtime/ 或组装层（app.ts、server.ts、schema.ts）',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { path: '^src/(seed|web|ops|runtime)/|^src/(app|server|schema)\\.ts$' },
    },
  ],
  options: {
    includeOnly: '^src/',
    exclude: { path: '\\.test\\.tsx?$|\\.test-kit\\.ts$|^src/test/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
