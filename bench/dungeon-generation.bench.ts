// Dungeon generation: how long one season's full dungeon (DUNGEON.defaultFloorCount floors) takes
// to generate. Budget: ≤ 1 s per dungeon. Prints figures only; asserts nothing.
// Run: node --import tsx bench/dungeon-generation.bench.ts
import { performance } from 'node:perf_hooks';
import { DUNGEON } from '#game/constants.ts';
import { generateDungeon } from '#game/dungeon/dungeon.ts';

const SEEDS = [1, 42, 2024, 99_991, 0x5eed];
const WARMUP_ROUNDS = 2;
const ROUNDS = 7;

function quantile(sorted: readonly number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

const rooms = new Map(SEEDS.map((seed) => [seed, generateDungeon(seed).floors.reduce((n, f) => n + f.rooms.length, 0)]));
for (let r = 0; r < WARMUP_ROUNDS; r++) for (const seed of SEEDS) generateDungeon(seed);

const ms: number[] = [];
const roomsPerSecond: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  for (const seed of SEEDS) {
    const start = performance.now();
    generateDungeon(seed);
    const elapsed = performance.now() - start;
    ms.push(elapsed);
    roomsPerSecond.push((rooms.get(seed)! / elapsed) * 1000);
  }
}
ms.sort((a, b) => a - b);
roomsPerSecond.sort((a, b) => a - b);

const first = generateDungeon(SEEDS[0]!);
const totalRooms = [...rooms.values()];
console.log(`dungeon generation: ${DUNGEON.defaultFloorCount} floors, seeds ${SEEDS.join(', ')}, ${ROUNDS} rounds (${ms.length} dungeons) after ${WARMUP_ROUNDS} warm-up rounds`);
console.log(`  ms per dungeon     median ${quantile(ms, 0.5).toFixed(1)}  p95 ${quantile(ms, 0.95).toFixed(1)}  min ${ms[0]!.toFixed(1)}  max ${ms[ms.length - 1]!.toFixed(1)}`);
console.log(`  rooms per second   median ${Math.round(quantile(roomsPerSecond, 0.5))}`);
console.log(`  rooms per dungeon  ${totalRooms.join(', ')} (mean ${Math.round(totalRooms.reduce((a, b) => a + b, 0) / totalRooms.length)})`);
console.log(`  rooms per floor (seed ${SEEDS[0]})  ${first.floors.map((f) => `${f.number}:${f.rooms.length}`).join('  ')}`);
console.log(`  budget ≤ 1000 ms per dungeon: ${quantile(ms, 0.95) <= 1000 ? 'within' : 'OVER'} (p95)`);
