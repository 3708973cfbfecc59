import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distance } from '#game/combat.ts';
import { COMBAT, ROOM_SIM } from '#game/constants.ts';
import { approachStep } from '#game/mob-ai.ts';
import { createRng } from '#game/rng.ts';
import {
  parseEntityId,
  stepRoom,
  type Intent,
  type RoomEvent,
  type RoomState,
} from '#game/room-sim.ts';

import { mob, player, room } from '../helpers/room-state.ts';

const TICK = COMBAT.tickMs;

/** Steps `ticks` times from nowMs = start, feeding intents per tick; returns the last state and all events. */
function run(
  state: RoomState,
  ticks: number,
  opts: { seed?: number; startMs?: number; intents?: (tick: number, state: RoomState, nowMs: number) => Intent[] } = {},
): { state: RoomState; events: RoomEvent[]; states: RoomState[] } {
  const rng = createRng(opts.seed ?? 1);
  const events: RoomEvent[] = [];
  const states: RoomState[] = [];
  let current = state;
  for (let i = 0; i < ticks; i++) {
    const nowMs = (opts.startMs ?? 0) + (i + 1) * TICK;
    const out = stepRoom(current, opts.intents?.(i, current, nowMs) ?? [], { nowMs, rng });
    events.push(...out.events);
    states.push(out.state);
    current = out.state;
  }
  return { state: current, events, states };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

const ofType = <K extends RoomEvent['type']>(events: RoomEvent[], type: K): Extract<RoomEvent, { type: K }>[] =>
  events.filter((e): e is Extract<RoomEvent, { type: K }> => e.type === type);

describe('stepRoom basics', () => {
  it('advances the tick and stamps every event with it', () => {
    const out = stepRoom(room({ players: [player()] }), [{ kind: 'move', crawlerId: 1, x: 40, y: 45 }], { nowMs: 200, rng: createRng(1) });
    expect(out.state.tick).toBe(1);
    expect(out.events).toEqual([{ type: 'moved', tick: 1, id: 'crawler-1', x: 40, y: 45 }]);
    expect(out.state.players[0]).toMatchObject({ x: 40, y: 45 });
  });

  it('does not mutate its (deep-frozen) input', () => {
    const input = deepFreeze(
      room({
        players: [player(), player({ crawlerId: 2, x: 55 })],
        mobs: [mob({ x: 56, y: 50 }), mob({ id: 2, disposition: 'neutral', x: 45 }), mob({ id: 3, isAlive: false, health: 0, diedAt: 0 })],
        isPvp: true,
      }),
    );
    const copy = structuredClone(input);
    const intents: Intent[] = deepFreeze([
      { kind: 'move', crawlerId: 1, x: 52, y: 50 },
      { kind: 'attack', crawlerId: 1, targetId: 'mob-1' },
      { kind: 'attack', crawlerId: 2, targetId: 'mob-2' },
      { kind: 'dodge', crawlerId: 2 },
      { kind: 'join', player: player({ crawlerId: 3 }) },
      { kind: 'leave', crawlerId: 3 },
    ]);
    const first = run(input, 1, { startMs: 60_000, intents: () => intents });
    expect(input).toEqual(copy);
    expect(first.events.length).toBeGreaterThan(3);
    // Stepping on from a frozen output works too: what a step kept unchanged is the input's own
    // (frozen) object, and the next step copies it before changing it.
    run(deepFreeze(first.state), 20);
  });

  it('keeps the entities a tick left alone, and the arrays when nothing in them changed', () => {
    const start = room({ players: [player(), player({ crawlerId: 2, x: 30 })], mobs: [mob({ x: 90, y: 90, homeX: 90, homeY: 90 })] });
    const quiet = stepRoom(start, [], { nowMs: TICK, rng: createRng(1) });
    expect(quiet.state).not.toBe(start);
    expect(quiet.state.tick).toBe(1);
    expect(quiet.state.players).toBe(start.players);
    expect(quiet.state.mobs).toBe(start.mobs);

    const moved = stepRoom(quiet.state, [{ kind: 'move', crawlerId: 2, x: 32, y: 50 }], { nowMs: 2 * TICK, rng: createRng(1) });
    expect(moved.state.players).not.toBe(start.players);
    expect(moved.state.players[0]).toBe(start.players[0]);
    expect(moved.state.players[1]).toMatchObject({ crawlerId: 2, x: 32, y: 50 });
    expect(start.players[1]).toMatchObject({ x: 30 });
    expect(moved.state.mobs).toBe(start.mobs);

    const left = stepRoom(moved.state, [{ kind: 'leave', crawlerId: 1 }], { nowMs: 3 * TICK, rng: createRng(1) });
    expect(left.state.players.map((p) => p.crawlerId)).toEqual([2]);
  });

  it('replays identically from the same seed and intents', () => {
    const start = room({ players: [player(), player({ crawlerId: 2, x: 30 })], mobs: [mob(), mob({ id: 2, x: 20, y: 20 })] });
    const intents = (i: number): Intent[] => (i % 10 === 0 ? [{ kind: 'attack', crawlerId: 1, targetId: 'mob-1' }] : []);
    const a = run(start, 150, { seed: 99, intents });
    const b = run(start, 150, { seed: 99, intents });
    expect(a.events).toEqual(b.events);
    expect(a.state).toEqual(b.state);
    expect(ofType(a.events, 'attacked').length).toBeGreaterThan(0);
  });

  it('reads entity ids', () => {
    expect(parseEntityId('mob-12')).toEqual({ kind: 'mob', id: 12 });
    expect(parseEntityId('crawler-7')).toEqual({ kind: 'crawler', id: 7 });
    expect(parseEntityId('npc-1')).toBeNull();
    expect(parseEntityId('mob-')).toBeNull();
  });
});

describe('mobs in the room', () => {
  it('a hostile mob starts combat within 25, closes in at speed × 0.3 per tick and attacks within 8', () => {
    const out = run(room({ players: [player()], mobs: [mob({ x: 70, y: 50, speed: 2 })] }), 60);
    expect(out.events[0]).toEqual({ type: 'combat_started', tick: 1 });
    const moves = ofType(out.events, 'moved').filter((e) => e.id === 'mob-1');
    expect(moves[0]?.x).toBeCloseTo(70 - 0.6);
    const firstAttack = ofType(out.events, 'attacked').find((e) => e.attackerId === 'mob-1');
    expect(firstAttack).toBeDefined();
    const stateAtAttack = out.states[(firstAttack?.tick ?? 1) - 1];
    expect(distance(stateAtAttack!.mobs[0]!, stateAtAttack!.players[0]!)).toBeLessThanOrEqual(COMBAT.range.attack);
    // Mob attacks are at least the mob cooldown apart.
    const ticks = ofType(out.events, 'attacked').filter((e) => e.attackerId === 'mob-1').map((e) => e.tick);
    for (let i = 1; i < ticks.length; i++) expect((ticks[i]! - ticks[i - 1]!) * TICK).toBeGreaterThanOrEqual(ROOM_SIM.mobAttackCooldownMs);
  });

  it('a mob farther than 25 does not start combat and does not move', () => {
    const out = run(room({ players: [player()], mobs: [mob({ x: 78, y: 50 })] }), 20);
    expect(out.events).toEqual([]);
    expect(out.state.inCombat).toBe(false);
  });

  it('no mob attacks in a safe room, and crawlers may not attack there either', () => {
    const start = room({ isSafe: true, players: [player()], mobs: [mob({ x: 52, y: 50 }), mob({ id: 2, x: 48, disposition: 'neutral', aggroOn: 1 })] });
    const out = run(start, 100, { intents: (i) => (i === 0 ? [{ kind: 'attack', crawlerId: 1, targetId: 'mob-1' }] : []) });
    expect(ofType(out.events, 'attacked')).toEqual([]);
    expect(ofType(out.events, 'combat_started')).toEqual([]);
    expect(ofType(out.events, 'refused')).toEqual([
      { type: 'refused', tick: 1, crawlerId: 1, intent: 'attack', reason: 'safe_room', detail: null },
    ]);
    expect(out.state.players[0]?.health).toBe(100);
  });

  it('a crawler standing still next to a strong mob dies: died event, isAlive false, health exactly 0', () => {
    const brute = mob({ x: 55, y: 50, attack: 60, accuracy: 200 });
    const out = run(room({ players: [player({ health: 100 })], mobs: [brute] }), 50);
    const died = ofType(out.events, 'died');
    expect(died).toHaveLength(1);
    expect(died[0]).toMatchObject({ id: 'crawler-1', killedBy: 'mob-1', victimType: 'player' });
    expect(died[0]!.tick).toBeLessThanOrEqual(20);
    expect(out.state.players[0]).toMatchObject({ isAlive: false, health: 0 });
    for (const s of out.states) expect(s.players[0]!.health).toBeGreaterThanOrEqual(0);
    for (const e of ofType(out.events, 'attacked')) expect(e.targetHealth).toBeGreaterThanOrEqual(0);
    // Nothing hits a corpse, the fight is over, and the dead cannot act.
    expect(ofType(out.events, 'attacked').every((e) => e.tick <= died[0]!.tick)).toBe(true);
    expect(out.state.inCombat).toBe(false);
    expect(ofType(out.events, 'combat_ended').at(-1)?.tick).toBe(died[0]!.tick);
    const after = stepRoom(out.state, [{ kind: 'move', crawlerId: 1, x: 10, y: 10 }], { nowMs: 99_000, rng: createRng(1) });
    expect(after.events).toEqual([{ type: 'refused', tick: 51, crawlerId: 1, intent: 'move', reason: 'dead', detail: null }]);
  });

  it('a dodging crawler takes no damage', () => {
    const brute = mob({ x: 55, y: 50, attack: 60, accuracy: 200 });
    const start = room({ players: [player()], mobs: [brute] });
    const out = stepRoom(start, [{ kind: 'dodge', crawlerId: 1 }], { nowMs: 10_000, rng: createRng(3) });
    expect(ofType(out.events, 'dodge_started')).toEqual([{ type: 'dodge_started', tick: 1, crawlerId: 1, untilMs: 10_000 + ROOM_SIM.dodgeDurationMs }]);
    expect(ofType(out.events, 'attacked')).toEqual([
      { type: 'attacked', tick: 1, attackerId: 'mob-1', targetId: 'crawler-1', hit: false, critical: false, roll: null, damage: 0, targetHealth: 100, dodged: true, weaponKind: 'melee' },
    ]);
    expect(out.state.players[0]?.health).toBe(100);
    // The dodge has a 3000 ms cooldown.
    const again = stepRoom(out.state, [{ kind: 'dodge', crawlerId: 1 }], { nowMs: 11_000, rng: createRng(3) });
    expect(ofType(again.events, 'refused')).toEqual([
      { type: 'refused', tick: 2, crawlerId: 1, intent: 'dodge', reason: 'cooldown', detail: { msLeft: 2000 } },
    ]);
    // Once the dodge has worn off the brute lands again.
    const late = stepRoom(out.state, [], { nowMs: 10_000 + ROOM_SIM.dodgeDurationMs + 800, rng: createRng(3) });
    expect(ofType(late.events, 'attacked')[0]).toMatchObject({ hit: true, dodged: false });
  });

  it('a neutral mob leaves crawlers alone until attacked, then retaliates', () => {
    const start = room({ players: [player()], mobs: [mob({ x: 56, y: 50, disposition: 'neutral' })] });
    const calm = run(start, 30);
    expect(calm.events).toEqual([]);
    const provoked = run(start, 30, { intents: (i) => (i === 0 ? [{ kind: 'attack', crawlerId: 1, targetId: 'mob-1' }] : []) });
    expect(provoked.states[0]!.mobs[0]!.aggroOn).toBe(1);
    expect(provoked.events.some((e) => e.type === 'attacked' && e.attackerId === 'mob-1')).toBe(true);
  });

  it('killing a mob pays its xp and gold to the killer; it respawns at home after the delay', () => {
    const weak = mob({ x: 60, y: 50, health: 1, defense: 0, evasion: -200, homeX: 70, homeY: 40 });
    const start = room({ players: [player()], mobs: [weak] });
    const out = stepRoom(start, [{ kind: 'attack', crawlerId: 1, targetId: 'mob-1' }], { nowMs: 5000, rng: createRng(8) });
    expect(out.events.map((e) => e.type)).toEqual(['attacked', 'died', 'reward']);
    expect(ofType(out.events, 'died')[0]).toMatchObject({ id: 'mob-1', killedBy: 'crawler-1', victimType: 'mob' });
    expect(ofType(out.events, 'reward')).toEqual([{ type: 'reward', tick: 1, crawlerId: 1, xp: 12, gold: 5, mobId: 1 }]);
    expect(out.state.mobs[0]).toMatchObject({ isAlive: false, health: 0, diedAt: 5000 });
    // Attacking the corpse is refused.
    const corpse = stepRoom(out.state, [{ kind: 'attack', crawlerId: 1, targetId: 'mob-1' }], { nowMs: 9000, rng: createRng(8) });
    expect(ofType(corpse.events, 'refused')[0]).toMatchObject({ reason: 'invalid_target' });

    const early = stepRoom(out.state, [], { nowMs: 5000 + ROOM_SIM.mobRespawnMs - 1, rng: createRng(8) });
    expect(early.events).toEqual([]);
    const back = stepRoom(out.state, [], { nowMs: 5000 + ROOM_SIM.mobRespawnMs, rng: createRng(8) });
    expect(back.events).toEqual([{ type: 'respawned', tick: 2, id: 'mob-1', x: 70, y: 40, health: 28 }]);
    expect(back.state.mobs[0]).toMatchObject({ isAlive: true, health: 28, x: 70, y: 40, diedAt: null, aggroOn: null });
  });

  it('dead mobs in a safe room stay dead', () => {
    const start = room({ isSafe: true, players: [player()], mobs: [mob({ isAlive: false, health: 0, diedAt: 0 })] });
    expect(stepRoom(start, [], { nowMs: 10 * ROOM_SIM.mobRespawnMs, rng: createRng(1) }).events).toEqual([]);
  });

  it('a mob with nothing to fight walks back home', () => {
    const stray = mob({ x: 60, y: 50, homeX: 70, homeY: 50, disposition: 'neutral' });
    const out = run(room({ players: [player({ x: 10, y: 10 })], mobs: [stray] }), 200);
    expect(out.state.mobs[0]).toMatchObject({ x: 70, y: 50 });
  });
});

describe('arrival grace', () => {
  const strikesOn = (events: RoomEvent[]) => ofType(events, 'attacked').filter((e) => e.targetId === 'crawler-1');

  it('no mob strikes a crawler in its first 2 s in the room, even standing next to it; then it does', () => {
    // The goblin stands 5 units away: in reach from the first tick.
    const start = room({ mobs: [mob({ x: 55, y: 50 })], players: [player({ enteredAtMs: 0 })] });
    const graceTicks = ROOM_SIM.arrivalGraceMs / TICK;
    const { events, states } = run(start, graceTicks + 10, { seed: 3 });
    const early = strikesOn(events).filter((e) => e.tick < graceTicks);
    expect(early).toEqual([]);
    expect(states[graceTicks - 2]!.players[0]!.health).toBe(100);
    expect(strikesOn(events).length).toBeGreaterThan(0);
    expect(Math.min(...strikesOn(events).map((e) => e.tick))).toBe(graceTicks);
  });

  it('a join is stamped with the step time, so a crawler who walks in gets the grace too', () => {
    const start = room({ mobs: [mob({ x: 55, y: 50 })] });
    const { events, state } = run(start, 8, { seed: 3, intents: (tick) => (tick === 0 ? [{ kind: 'join', player: player() }] : []) });
    expect(state.players[0]!.enteredAtMs).toBe(TICK);
    expect(strikesOn(events)).toEqual([]);
  });

  it('a crawler without an arrival time (loaded from before) has no grace', () => {
    const { events } = run(room({ mobs: [mob({ x: 55, y: 50 })], players: [player()] }), 3, { seed: 3 });
    expect(strikesOn(events).length).toBeGreaterThan(0);
  });
});

describe('crawler attacks (room-view attack with the combat roll)', () => {
  it('deal 5..19 + weapon damage bonus + weapon might bonus, doubled on a critical, minus defense, at least 1', () => {
    for (let seed = 0; seed < 300; seed++) {
      const target = mob({ x: 60, y: 50, health: 500, maxHealth: 500, defense: 4 });
      const out = stepRoom(room({ players: [player()], mobs: [target] }), [{ kind: 'attack', crawlerId: 1, targetId: 'mob-1' }], {
        nowMs: 5000,
        rng: createRng(seed),
      });
      const hit = ofType(out.events, 'attacked').find((e) => e.attackerId === 'crawler-1');
      expect(hit).toBeDefined();
      if (!hit!.hit) {
        expect(hit!.damage).toBe(0);
        continue;
      }
      // Iron Sword: damageBonus 0, mightBonus 2 → base 7..21.
      const [lo, hi] = hit!.critical ? [2 * 7 - 4, 2 * 21 - 4] : [7 - 4, 21 - 4];
      expect(hit!.damage).toBeGreaterThanOrEqual(Math.max(1, lo));
      expect(hit!.damage).toBeLessThanOrEqual(hi);
      expect(hit!.targetHealth).toBe(500 - hit!.damage);
    }
  });

  it('are refused on cooldown with the milliseconds left, changing nothing', () => {
    const start = room({ players: [player()], mobs: [mob({ x: 60, y: 50, health: 500, maxHealth: 500 })] });
    const first = stepRoom(start, [{ kind: 'attack', crawlerId: 1, targetId: 'mob-1' }], { nowMs: 1000, rng: createRng(1) });
    const second = stepRoom(first.state, [{ kind: 'attack', crawlerId: 1, targetId: 'mob-1' }], { nowMs: 1200, rng: createRng(1) });
    expect(ofType(second.events, 'refused')).toEqual([
      { type: 'refused', tick: 2, crawlerId: 1, intent: 'attack', reason: 'cooldown', detail: { msLeft: 1800 } },
    ]);
    expect(second.state.mobs[0]!.health).toBe(first.state.mobs[0]!.health);
    expect(second.state.players[0]!.lastAttackAt).toBe(1000);
  });

  it('are refused out of range, reporting distance and weapon range', () => {
    const start = room({ players: [player()], mobs: [mob({ x: 80, y: 50, disposition: 'neutral' })] });
    const out = stepRoom(start, [{ kind: 'attack', crawlerId: 1, targetId: 'mob-1' }], { nowMs: 1000, rng: createRng(1) });
    expect(out.events).toEqual([
      { type: 'refused', tick: 1, crawlerId: 1, intent: 'attack', reason: 'out_of_range', detail: { distance: 30, range: 15 } },
    ]);
    expect(out.state).toEqual({ ...start, tick: 1 });
    const unarmed = room({ players: [player({ weapon: null })], mobs: [mob({ x: 62, y: 50, disposition: 'neutral' })] });
    const fist = stepRoom(unarmed, [{ kind: 'attack', crawlerId: 1, targetId: 'mob-1' }], { nowMs: 1000, rng: createRng(1) });
    expect(ofType(fist.events, 'refused')[0]).toMatchObject({ reason: 'out_of_range', detail: { distance: 12, range: 10 } });
  });

  it('are refused for unknown, malformed or friendly targets', () => {
    const start = room({ players: [player()], mobs: [mob({ x: 55, y: 50, disposition: 'friendly' })] });
    for (const targetId of ['mob-99', 'goblin', 'crawler-42', 'mob-1']) {
      const out = stepRoom(start, [{ kind: 'attack', crawlerId: 1, targetId }], { nowMs: 1000, rng: createRng(1) });
      expect(out.events).toEqual([{ type: 'refused', tick: 1, crawlerId: 1, intent: 'attack', reason: 'invalid_target', detail: null }]);
    }
  });

  it('reach far with a bow and start combat whatever the distance', () => {
    const bow = { name: 'Hunting Bow', kind: 'ranged' as const, rangeUnits: 80, mightBonus: 0, damageBonus: 2 };
    const start = room({ players: [player({ weapon: bow, x: 10, y: 50 })], mobs: [mob({ x: 80, y: 50, disposition: 'neutral', health: 500, maxHealth: 500 })] });
    const out = stepRoom(start, [{ kind: 'attack', crawlerId: 1, targetId: 'mob-1' }], { nowMs: 1000, rng: createRng(2) });
    expect(out.events.map((e) => e.type)).toEqual(['attacked', 'combat_started', 'moved']);
    expect(ofType(out.events, 'attacked')[0]).toMatchObject({ weaponKind: 'ranged' });
    expect(out.state).toMatchObject({ inCombat: true, mobs: [{ aggroOn: 1 }] });
  });
});

describe('crawler versus crawler', () => {
  const a = player({ crawlerId: 1, x: 50 });
  const b = player({ crawlerId: 2, x: 55 });

  it('is refused outside PvP rooms', () => {
    const out = stepRoom(room({ players: [a, b] }), [{ kind: 'attack', crawlerId: 1, targetId: 'crawler-2' }], { nowMs: 1000, rng: createRng(1) });
    expect(out.events).toEqual([{ type: 'refused', tick: 1, crawlerId: 1, intent: 'attack', reason: 'pvp_not_allowed', detail: null }]);
  });

  it('is refused when either crawler is secondary, and against oneself', () => {
    const pvp = room({ isPvp: true, players: [a, player({ crawlerId: 2, x: 55, isSecondary: true })] });
    const out = stepRoom(pvp, [{ kind: 'attack', crawlerId: 1, targetId: 'crawler-2' }, { kind: 'attack', crawlerId: 2, targetId: 'crawler-1' }, { kind: 'attack', crawlerId: 1, targetId: 'crawler-1' }], {
      nowMs: 1000,
      rng: createRng(1),
    });
    expect(out.events.map((e) => e.type === 'refused' && e.reason)).toEqual(['pvp_not_allowed', 'pvp_not_allowed', 'invalid_target']);
  });

  it('is fought in PvP rooms until one dies, without rewards', () => {
    const pvp = room({ isPvp: true, players: [a, player({ crawlerId: 2, x: 55, health: 20 })] });
    const out = run(pvp, 200, { seed: 5, intents: () => [{ kind: 'attack', crawlerId: 1, targetId: 'crawler-2' }] });
    expect(ofType(out.events, 'died')).toEqual([expect.objectContaining({ id: 'crawler-2', killedBy: 'crawler-1', victimType: 'player' })]);
    expect(ofType(out.events, 'reward')).toEqual([]);
    expect(out.state.players[1]).toMatchObject({ isAlive: false, health: 0 });
  });
});

describe('joining and leaving', () => {
  it('adds and removes crawlers, refusing duplicates and strangers', () => {
    const start = room({ players: [player()] });
    const out = stepRoom(
      start,
      [{ kind: 'join', player: player({ crawlerId: 2 }) }, { kind: 'join', player: player() }, { kind: 'leave', crawlerId: 1 }, { kind: 'leave', crawlerId: 9 }],
      { nowMs: 1000, rng: createRng(1) },
    );
    expect(out.events).toEqual([
      { type: 'joined', tick: 1, crawlerId: 2 },
      { type: 'refused', tick: 1, crawlerId: 1, intent: 'join', reason: 'already_in_room', detail: null },
      { type: 'left', tick: 1, crawlerId: 1 },
      { type: 'refused', tick: 1, crawlerId: 9, intent: 'leave', reason: 'not_in_room', detail: null },
    ]);
    expect(out.state.players.map((p) => p.crawlerId)).toEqual([2]);
  });

  it('ends combat when the last crawler leaves, and the mob lets go', () => {
    const start = room({ players: [player()], mobs: [mob({ x: 60, y: 50 })] });
    const fighting = run(start, 3, { intents: (i) => (i === 0 ? [{ kind: 'attack', crawlerId: 1, targetId: 'mob-1' }] : []) });
    expect(fighting.state).toMatchObject({ inCombat: true, mobs: [{ aggroOn: 1 }] });
    const out = stepRoom(fighting.state, [{ kind: 'leave', crawlerId: 1 }], { nowMs: 5000, rng: createRng(1) });
    expect(out.events.map((e) => e.type).slice(0, 2)).toEqual(['left', 'combat_ended']);
    expect(out.state.inCombat).toBe(false);
    expect(out.state.mobs[0]!.aggroOn).toBeNull();
  });
});

describe('invariants under random play', () => {
  it('keep health within 0..max, positions within 0..100, mob steps within speed × 0.3 and ticks in order', () => {
    const intentArb = fc.oneof(
      fc.record({ kind: fc.constant('attack' as const), crawlerId: fc.integer({ min: 1, max: 3 }), targetId: fc.constantFrom('mob-1', 'mob-2', 'mob-3', 'crawler-1', 'crawler-2', 'x') }),
      fc.record({ kind: fc.constant('dodge' as const), crawlerId: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant('move' as const), crawlerId: fc.integer({ min: 1, max: 3 }), x: fc.double({ min: -10, max: 110, noNaN: true }), y: fc.double({ min: -10, max: 110, noNaN: true }) }),
    );
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), fc.array(fc.array(intentArb, { maxLength: 3 }), { minLength: 40, maxLength: 80 }), (seed, isPvp, script) => {
        const start = room({
          isPvp,
          players: [player(), player({ crawlerId: 2, x: 30, y: 70, isSecondary: true })],
          mobs: [mob(), mob({ id: 2, x: 40, y: 40, speed: 4, attack: 30 }), mob({ id: 3, x: 20, y: 80, disposition: 'neutral' })],
        });
        const out = run(start, script.length, { seed, intents: (i) => script[i] ?? [] });
        let previous = start;
        for (const s of out.states) {
          for (const p of s.players) {
            expect(p.health).toBeGreaterThanOrEqual(0);
            expect(p.health).toBeLessThanOrEqual(p.maxHealth);
            expect(p.isAlive).toBe(p.health > 0);
            for (const v of [p.x, p.y]) expect(v >= 0 && v <= 100).toBe(true);
          }
          for (const m of s.mobs) {
            expect(m.health).toBeGreaterThanOrEqual(0);
            for (const v of [m.x, m.y]) expect(v >= 0 && v <= 100).toBe(true);
            const before = previous.mobs.find((b) => b.id === m.id)!;
            if (before.isAlive && m.isAlive) expect(distance(before, m)).toBeLessThanOrEqual(approachStep(m.speed) + 1e-9);
          }
          previous = s;
        }
        expect(out.events.every((e, i) => i === 0 || e.tick >= out.events[i - 1]!.tick)).toBe(true);
      }),
      { numRuns: 60, seed: 20240601 },
    );
  });
});
