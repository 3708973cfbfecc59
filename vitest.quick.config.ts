import { defineConfig, mergeConfig } from 'vitest/config';
import unit from './vitest.config.ts';
import { processTests } from './scripts/test-split.ts';

// `npm run test:quick`, the inner loop: the unit suite without the files that start real processes
// (crash cycles, durability, the season CLI, ...: scripts/test-split.ts finds them by their
// imports). They take most of the unit suite's time and run in `npm test`.
export default mergeConfig(unit, defineConfig({ test: { exclude: processTests() } }));
