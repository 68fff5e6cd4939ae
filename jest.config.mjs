import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // A worker a core: Jest's default leaves one core to its parent process, which mostly waits
  // (on CI's 2 cores: 80 s against 115 s).
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/.next/'],
};

export default createJestConfig(config);
