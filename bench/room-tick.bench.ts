// Server tick time for one busy room: 8 players and 20 mobs fighting, stepped with the same pure
// game/room-sim.ts the server runs every 200 ms. Three runs of 1,500 ticks each; prints the median
// and p99 of per-tick time and its share of the 200 ms period. Prints only; asserts nothing.
// Run: node --import tsx bench/room-tick.bench.ts
import { performance } from 'node:perf_hooks';
import { COMBAT } from '#game/constants.ts';
import { createRng } from '#game/rng.ts';
import { stepRoom, type Intent, type MobState, type PlayerState, type RoomState } from '#game/room-sim.ts';
import { summary } from './stats.ts';

const PLAYERS = 8;
const MOBS = 20;
const TICKS = 1_500;
const RUNS = 3;

function room(seed: number): RoomState {
  const rng = createRng(seed);
  const mobs: MobState[] = Array.from({ length: MOBS }, (_, i) => ({
    id: i + 1, name: `Goblin ${i}`, creatureType: 'goblin', isBoss: false, level: 2,
    x: rng.int(10, 90), y: rng.int(10, 90), homeX: 50, homeY: 50,
    // Sturdy mobs and players so the fight lasts the whole run.
    health: 1e6, maxHealth: 1e6, attack: 8, defense: 1, accuracy: 20, evasion: 10, speed: 3,
    xpReward: 10, goldReward: 3, disposition: 'hostile', isAlive: true, lastAttackAt: null, aggroOn: null, diedAt: null,
  }));
  const players: PlayerState[] = Array.from({ length: PLAYERS }, (_, i) => ({
    crawlerId: i + 1, name: `Crawler ${i}`, x: rng.int(20, 80), y: rng.int(20, 80), health: 1e6, maxHealth: 1e6, level: 3,
    attack: 12, defense: 10, accuracy: 22, evasion: 10,
    weapon: { name: 'Iron Sword', kind: 'melee', rangeUnits: 15, mightBonus: 2, damageBonus: 1 },
    isAlive: true, lastAttackAt: null, lastDodgeAt: null, dodgingUntil: null, isSecondary: false,
  }));
  return { roomId: 1, tick: 0, isSafe: false, isPvp: false, mobs, players, inCombat: false };
}

const perRunMedians: number[] = [];
const perRunP99: number[] = [];
for (let run = 0; run < RUNS; run++) {
  let state = room(run + 1);
  const rng = createRng(1000 + run);
  const samples: number[] = [];
  for (let t = 0; t < TICKS; t++) {
    const now = t * COMBAT.tickMs;
    // Every player reports a position each tick and attacks the nearest mob now and then.
    const intents: Intent[] = state.players.flatMap((p) => {
      const move: Intent = { kind: 'move', crawlerId: p.crawlerId, x: Math.min(95, Math.max(5, p.x + rng.int(-2, 2))), y: Math.min(95, Math.max(5, p.y + rng.int(-2, 2))) };
      const target = state.mobs[rng.int(0, state.mobs.length - 1)]!;
      return t % 10 === p.crawlerId % 10 ? [move, { kind: 'attack', crawlerId: p.crawlerId, targetId: `mob-${target.id}` } as Intent] : [move];
    });
    const start = performance.now();
    state = stepRoom(state, intents, { nowMs: now, rng }).state;
    if (t >= 100) samples.push(performance.now() - start); // after warm-up
  }
  const s = summary(samples);
  perRunMedians.push(s.median);
  perRunP99.push(s.p99);
  console.log(`  run ${run + 1}: median ${s.median.toFixed(3)} ms  p99 ${s.p99.toFixed(3)} ms  max ${s.max.toFixed(3)} ms`);
}
const median = summary(perRunMedians).median;
const p99 = summary(perRunP99).median;
console.log(`room tick (${PLAYERS} players, ${MOBS} mobs, ${TICKS} ticks × ${RUNS} runs): median ${median.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms — ${((p99 / COMBAT.tickMs) * 100).toFixed(2)}% of the ${COMBAT.tickMs} ms period at p99`);
