import { REMOTES } from './shared/scripts/front-ends.mjs';
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@ps/(contracts|web|service|build)/(.*)$': '<rootDir>/shared/$1/src/$2',
    '^@ps/db/(.*)$': '<rootDir>/services/db/src/$1',
    '\\.(css|png|svg)$': '<rootDir>/jest-asset-stub.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/shared/e2e/'],
};

const config = {
  // A worker per core. Jest's default leaves one core to itself, which on a two-core machine runs
  // the suites one at a time, while most of them wait on a database or a child process anyway.
  maxWorkers: '100%',
  projects: [
    {
      ...shared,
      displayName: 'contracts',
      testEnvironment: 'node',
      roots: ['<rootDir>/shared/contracts'],
    },
    {
      ...shared,
      displayName: 'services',
      testEnvironment: 'node',
      roots: ['<rootDir>/services', '<rootDir>/shared/service'],
    },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/shell',
        '<rootDir>/shared/web',
        ...REMOTES.map((remote) => `<rootDir>/${remote}`),
      ],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      ...shared,
      displayName: 'deploy',
      testEnvironment: 'node',
      roots: ['<rootDir>/shared/scripts/test', '<rootDir>/shared/build/test'],
    },
  ],
};

export default config;
