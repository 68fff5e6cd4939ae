import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // A worker a core: Jest's default leaves one core to its parent process, which mostly waits
  // (on CI's 2 cores: 80 s against 115 s).
  maxWorkers: '100%',
  // A guard against a hang, not a clock: a form test types hundreds of characters, which took over
  // Jest's default 5 s on this 2-core machine under load (CI shares it), while taking about 1 s alone.
  testTimeout: 60_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/.next/'],
};

export default createJestConfig(config);
