// One bot's run: a crawler made from a candidate, played by a policy through floors 1..n of a season
// dungeon, stepping the very room simulation the server runs (game/room-sim.ts) every COMBAT.tickMs
// of injected time with one seeded rng. Doors, stairs, rest and pick-ups follow the server's rules
// (the exit zone, the 1 s between transitions, rest to full in a room that allows it at 5 % a turn,
// the 25 ft pick-up reach). Everything is a function of the inputs: the same seed gives the same run.
import type { Candidate } from '../candidates.ts';
import { COMBAT, DOOR_ZONE, PICKUP } from '../constants.ts';
import { entryPoint } from '../dungeon/doors.ts';
import { neighbours } from '../dungeon/floor-queries.ts';
import { opposite } from '../dungeon/vocabulary.ts';
import { xpForNextLevel } from '../progression.ts';
import type { GroundItemSpec } from '../dungeon/types.ts';
import { itemByKey } from '../item-catalogue.ts';
import { distanceToRect, type MovementRoom } from '../movement.ts';
import { exitZone } from '../movement-check.ts';
import { canRestIn, restTurnsToFull } from '../recovery.ts';
import { createRng, type Rng } from '../rng.ts';
import { stepRoom, TURN_MS, type Intent, type RoomEvent, type RoomState } from '../room-sim.ts';
import { pointInFeet } from '../units.ts';
import { stepToward } from '../standing-orders.ts';
import { detourStep, type WalkProgress } from '../walk-detour.ts';
import { agilityOf, crawlerFromCandidate, playerStateOf, reward, wearIfBetter, type BotCrawler } from './crawler.ts';
import type { BalancePolicy, BossFight, BotAction, BotEnd, BotRun, BotView, DeathRecord, Policy, SwingCount } from './types.ts';
import { doorToward, doorTowardRest, freshRoomState, nearestUnexplored, reloadedRoomState, room, type FloorIndex } from './world.ts';

export interface BotSetup {
  readonly floors: readonly FloorIndex[];
  readonly candidate: Candidate;
  readonly policyName: BalancePolicy;
  readonly policy: Policy;
  /** Ticks between two decisions (the walk in between covers that much time). */
  readonly decideEveryTicks: number;
  readonly seed: number;
  /** The crawler's id: like the server's row id it seeds the attribute points of each level-up. */
  readonly crawlerId: number;
  readonly maxPlayMs: number;
  /** Wear the starting kit from the first step (the server's rule for a new crawler). */
  readonly equipKit: boolean;
  /**
   * A boss trial instead of a fresh start: the crawler, at `level` and full health, steps into the
   * boss room of `floor` through the door on the entrance's side, and the run ends with the boss fight.
   */
  readonly bossTrial?: { readonly floor: number; readonly level: number };
}


interface Tally {
  player: { swings: number; hits: number; crits: number };
  mobs: { swings: number; hits: number; crits: number };
}

/** The mutable state of one run. */
interface Run {
  readonly setup: BotSetup;
  readonly crawler: BotCrawler;
  readonly rng: Rng;
  nowMs: number;
  floor: number;
  roomKey: string;
  state: RoomState;
  readonly rooms: Map<string, RoomState>;
  readonly explored: Set<string>;
  readonly ground: Map<string, GroundItemSpec[]>;
  lastTransitionAt: number | null;
  end: BotEnd | null;
  death: DeathRecord | null;
  level2AtMs: number | null;
  kills: number;
  itemsPicked: number;
  restMs: number;
  readonly tally: Tally;
  readonly bossFights: BossFight[];
  /** The boss fight under way in this room: the boss's mob id and the bot's level at its start. */
  bossFight: { mobId: number; level: number } | null;
  deepestFloor: number;
  /** The walk under way (walk-detour.ts): its goal, the closest the bot has come and when, a detour. */
  walk: WalkProgress | null;
  stalls: number;
}

function index(run: Run): FloorIndex {
  return run.setup.floors[run.floor - 1]!;
}

function movementRoom(run: Run): MovementRoom {
  const spec = room(index(run), run.roomKey);
  return {
    obstacles: spec.features.map((f) => ({ x: f.x, y: f.y, w: f.w, h: f.h })),
    availableDirections: neighbours(index(run).floor, run.roomKey).map((n) => n.direction),
    widthFeet: spec.widthFeet,
    heightFeet: spec.heightFeet,
  };
}

function step(run: Run, intents: readonly Intent[]): void {
  const { state, events } = stepRoom(run.state, intents, { nowMs: run.nowMs, rng: run.rng });
  run.state = state;
  for (const e of events) onEvent(run, e);
  const me = run.state.players.find((p) => p.crawlerId === run.crawler.id);
  if (me) run.crawler.health = me.health;
}

function closeBossFight(run: Run, outcome: BossFight['outcome']): void {
  if (!run.bossFight) return;
  run.bossFights.push({ floor: run.floor, level: run.bossFight.level, outcome });
  run.bossFight = null;
}

function onEvent(run: Run, e: RoomEvent): void {
  if (e.type === 'attacked' && !e.dodged) {
    const byPlayer = e.attackerId.startsWith('crawler-');
    const t = byPlayer ? run.tally.player : run.tally.mobs;
    t.swings += 1;
    if (e.hit) t.hits += 1;
    if (e.critical) t.crits += 1;
    const mobId = Number((byPlayer ? e.targetId : e.attackerId).slice('mob-'.length));
    const mob = run.state.mobs.find((m) => m.id === mobId);
    if (mob?.isBoss && !run.bossFight) run.bossFight = { mobId, level: run.crawler.level };
  } else if (e.type === 'reward' && e.crawlerId === run.crawler.id) {
    run.kills += 1;
    reward(run.crawler, e.xp, e.gold);
    if (run.level2AtMs === null && run.crawler.level >= 2) run.level2AtMs = run.nowMs;
    if (run.bossFight?.mobId === e.mobId) closeBossFight(run, 'boss_died');
  } else if (e.type === 'died' && e.victimType === 'player') {
    const killer = run.state.mobs.find((m) => `mob-${m.id}` === e.killedBy);
    run.death = {
      atMs: run.nowMs,
      cause: killer?.creatureType ?? 'unknown',
      isBoss: killer?.isBoss ?? false,
      floor: run.floor,
      doorsFromEntrance: index(run).fromEntrance.get(run.roomKey) ?? -1,
      level: run.crawler.level,
      roomsEntered: run.explored.size,
    };
    closeBossFight(run, 'bot_died');
    run.end = 'died';
  }
}

function enter(run: Run, key: string, at: { x: number; y: number }): void {
  run.roomKey = key;
  run.walk = null;
  const known = run.rooms.get(key);
  run.state = known ? reloadedRoomState(known) : freshRoomState(room(index(run), key), run.rooms.size + 1);
  if (!run.ground.has(key)) run.ground.set(key, [...room(index(run), key).groundItems]);
  run.explored.add(key);
  step(run, [{ kind: 'join', player: playerStateOf(run.crawler, at) }]);
}

function leave(run: Run): void {
  closeBossFight(run, 'left');
  step(run, [{ kind: 'leave', crawlerId: run.crawler.id }]);
  run.rooms.set(run.roomKey, run.state);
}

function viewOf(run: Run): BotView {
  const self = run.state.players.find((p) => p.crawlerId === run.crawler.id)!;
  const idx = index(run);
  const spec = room(idx, run.roomKey);
  const target = nearestUnexplored(idx, run.roomKey, run.explored);
  const towardExit = run.roomKey === idx.floor.exitKey ? null : doorToward(idx, run.roomKey, idx.floor.exitKey);
  const canRest = canRestIn(spec);
  return {
    nowMs: run.nowMs,
    self,
    agility: agilityOf(run.crawler),
    floor: run.floor,
    room: { isSafe: spec.isSafe, canRest, inCombat: run.state.inCombat, isExit: run.roomKey === idx.floor.exitKey, exits: movementRoom(run).availableDirections as BotView['room']['exits'], movement: movementRoom(run) },
    mobs: run.state.mobs,
    loot: (run.ground.get(run.roomKey) ?? []).map((g, i) => {
      const a = pointInFeet(self, spec);
      const b = pointInFeet(g, spec);
      return { index: i, x: g.x, y: g.y, feetAway: Math.hypot(a.x - b.x, a.y - b.y) };
    }),
    towardRest: canRest ? null : doorTowardRest(idx, run.roomKey),
    towardExplore: target === null ? towardExit : doorToward(idx, run.roomKey, target),
    towardExit,
    floorExplored: target === null,
  };
}

/** Carries out the policy's action: the intents for this tick's step, or null when it stepped the tick itself (a door, stairs, rest). */
function act(run: Run, action: BotAction, view: BotView): Intent[] | null {
  switch (action.kind) {
    case 'walk': {
      const ms = run.setup.decideEveryTicks * COMBAT.tickMs;
      // The walk the server's standing orders take: by the room's middle when it stops getting closer.
      const walk = detourStep(run.walk, view.self, action.toward, run.nowMs);
      run.walk = walk.progress;
      if (walk.stalled) run.stalls += 1;
      const next = stepToward(view.self, walk.toward, view.agility, ms, view.room.movement);
      return next ? [{ kind: 'move', crawlerId: run.crawler.id, x: next.x, y: next.y }] : [];
    }
    case 'attack':
      return [{ kind: 'attack', crawlerId: run.crawler.id, targetId: action.targetId }];
    case 'door': {
      const waited = run.lastTransitionAt === null || run.nowMs - run.lastTransitionAt >= DOOR_ZONE.minIntervalMs;
      const to = index(run).doors.get(run.roomKey)?.get(action.direction);
      if (!waited || !to || distanceToRect(view.self, exitZone(action.direction)) > 0) return [];
      leave(run);
      run.lastTransitionAt = run.nowMs;
      enter(run, to, entryPoint(action.direction));
      return null;
    }
    case 'stairs': {
      if (!view.room.isExit) return [];
      leave(run);
      run.lastTransitionAt = run.nowMs;
      if (run.floor >= run.setup.floors.length) {
        run.end = 'cleared';
        return null;
      }
      run.floor += 1;
      run.deepestFloor = Math.max(run.deepestFloor, run.floor);
      run.rooms.clear();
      enter(run, index(run).floor.entranceKey, entryPoint('down'));
      return null;
    }
    case 'pickup': {
      const items = run.ground.get(run.roomKey) ?? [];
      const item = items[action.index];
      if (!item || (view.loot[action.index]?.feetAway ?? Infinity) > PICKUP.groundItemRadiusFeet) return [];
      items.splice(action.index, 1);
      run.itemsPicked += 1;
      const template = itemByKey(item.itemKey);
      if (template) {
        run.crawler.pack.push(template);
        if (wearIfBetter(run.crawler, template)) rejoin(run);
      }
      return [];
    }
    case 'rest': {
      if (!view.room.canRest || run.state.inCombat) return [];
      const at = { x: view.self.x, y: view.self.y };
      step(run, [{ kind: 'leave', crawlerId: run.crawler.id }]);
      const ms = restTurnsToFull(run.crawler.health, run.crawler.maxHealth) * TURN_MS;
      run.nowMs += ms;
      run.restMs += ms;
      run.crawler.health = run.crawler.maxHealth;
      step(run, [{ kind: 'join', player: playerStateOf(run.crawler, at) }]);
      return null;
    }
    case 'wait':
      return [];
  }
}

/** New equipment is read when the crawler (re)joins, as the server's room loader reads it. */
function rejoin(run: Run): void {
  const me = run.state.players.find((p) => p.crawlerId === run.crawler.id);
  if (!me) return;
  step(run, [{ kind: 'leave', crawlerId: run.crawler.id }]);
  step(run, [{ kind: 'join', player: { ...playerStateOf(run.crawler, me), lastAttackAt: me.lastAttackAt } }]);
}

/** Levels the crawler up to `level` with exactly the experience each level costs, heals it, and walks it into the boss room. */
function startTrial(run: Run, trial: { floor: number; level: number }): void {
  while (run.crawler.level < trial.level) reward(run.crawler, xpForNextLevel(run.crawler.level), 0);
  run.crawler.health = run.crawler.maxHealth;
  run.floor = trial.floor;
  run.deepestFloor = trial.floor;
  const idx = index(run);
  const boss = idx.floor.bossKey;
  if (boss === null) throw new RangeError(`floor ${trial.floor} has no boss room`);
  const back = doorToward(idx, boss, idx.floor.entranceKey);
  enter(run, boss, back ? entryPoint(opposite(back)) : entryPoint('down'));
}

export function runBot(setup: BotSetup): BotRun {
  const first = setup.floors[0]!;
  const run: Run = {
    setup,
    crawler: crawlerFromCandidate(setup.crawlerId, setup.candidate, setup.equipKit),
    rng: createRng(setup.seed).fork('rooms'),
    nowMs: 0,
    floor: 1,
    roomKey: first.floor.entranceKey,
    state: freshRoomState(room(first, first.floor.entranceKey), 0),
    rooms: new Map(),
    explored: new Set(),
    ground: new Map(),
    lastTransitionAt: null,
    end: null,
    death: null,
    level2AtMs: null,
    kills: 0,
    itemsPicked: 0,
    restMs: 0,
    tally: { player: { swings: 0, hits: 0, crits: 0 }, mobs: { swings: 0, hits: 0, crits: 0 } },
    bossFights: [],
    bossFight: null,
    deepestFloor: 1,
    walk: null,
    stalls: 0,
  };
  if (setup.bossTrial) startTrial(run, setup.bossTrial);
  else enter(run, first.floor.entranceKey, entryPoint('down'));
  let tick = 0;
  while (run.end === null && run.nowMs < setup.maxPlayMs && !(setup.bossTrial && run.bossFights.length > 0)) {
    run.nowMs += COMBAT.tickMs;
    tick += 1;
    let intents: Intent[] | null = [];
    if (tick % setup.decideEveryTicks === 0) {
      const view = viewOf(run);
      intents = act(run, setup.policy(view), view);
    }
    if (run.end === null && intents !== null) step(run, intents);
  }
  closeBossFight(run, run.end === 'died' ? 'bot_died' : 'left');
  return {
    policy: setup.policyName,
    classification: run.crawler.classification,
    seed: setup.seed,
    end: run.end ?? 'time_up',
    playedMs: Math.min(run.nowMs, setup.maxPlayMs),
    death: run.death,
    level2AtMs: run.level2AtMs,
    level: run.crawler.level,
    deepestFloor: run.deepestFloor,
    gold: run.crawler.gold,
    roomsEntered: run.explored.size,
    kills: run.kills,
    itemsPicked: run.itemsPicked,
    restMs: run.restMs,
    swings: { player: { ...run.tally.player } as SwingCount, mobs: { ...run.tally.mobs } as SwingCount },
    bossFights: run.bossFights,
    stalls: run.stalls,
  };
}
