// ESLint flat config: typescript-eslint, React hooks, Prettier, and the import boundaries of architecture.md §3.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const web = './apps/web/app';
const features = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const antdMobile = {
  group: ['antd-mobile', 'antd-mobile/*', 'antd-mobile-icons'],
  message: '桌面端不得引用 antd-mobile',
};
const antd = { group: ['antd', 'antd/*', '@ant-design/icons'], message: '移动端不得引用 antd' };

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/build/', '**/dist/', '**/.react-router/', 'test-results/', 'playwright-report/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // No feature imports another feature.
            ...features.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message: '功能模块之间不得互相引用，请把共用部分放到 shared/',
            })),
            // Imports flow one way: shared → features → layouts/app.
            {
              target: `${web}/shared`,
              from: [`${web}/features`, `${web}/layouts`],
              message: 'shared/ 不得引用功能模块或布局',
            },
            { target: `${web}/features`, from: `${web}/layouts`, message: '功能模块不得引用布局' },
            { target: './packages/contracts', from: './apps', message: 'contracts 只依赖 zod' },
            {
              target: './packages/search',
              from: './apps',
              message: 'search 包不得引用应用代码：各模块以搜索源的形式向它提供数据（ADR 060）',
            },
            {
              target: './packages/server-kit',
              from: ['./apps', './packages/search', './packages/contracts'],
              message: 'server-kit 只放通用的小工具，不得引用应用或其他包',
            },
            { target: './apps/web', from: './apps/api', message: '前端只通过 HTTP 接口与后端交互' },
            { target: './apps/api', from: './apps/web', message: '后端不得引用前端代码' },
          ],
        },
      ],
    },
  },
  {
    // The search's internals are its tests' (ADR 060): the portal's code uses its face.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-kit.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@yizhan/search/testing', message: '请使用 @yizhan/search 的公开接口（index.ts）' }] },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [
      'apps/web/app/**/desktop/**',
      'apps/web/app/layouts/{default,pctpl2,pctpl4,view,desktop-frame}.tsx',
      'apps/web/app/layouts/parts/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [antdMobile],
          // The Input compound brings OTP, TextArea, Password and Group to every page that shows one field.
          paths: [
            { name: 'antd', importNames: ['Input'], message: '请从 antd/es/input/Input、Search、Password 等单独引入' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/app/**/mobile/**', 'apps/web/app/layouts/mobile.tsx', 'apps/web/app/layouts/mobile-parts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [antd] }] },
  },
  prettier,
);
