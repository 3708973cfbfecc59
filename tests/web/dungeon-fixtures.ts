import type { CurrentRoom, Faction, MapRoom, TacticalData, TacticalEntity } from '#contract/dungeon.ts';

export function roomFixture(overrides: Partial<CurrentRoom['room']> = {}): CurrentRoom['room'] {
  return {
    id: 31,
    name: 'Vaulted Den',
    type: 'chamber',
    description: 'Cut-stone walls.',
    environment: 'stone_chamber',
    widthFeet: 100,
    heightFeet: 100,
    width: 20,
    height: 20,
    floorId: 2,
    x: 4,
    y: 7,
    isSafe: false,
    hasLoot: false,
    isPvp: false,
    isExplored: true,
    factionId: 'f2-0',
    encounterType: 'patrol',
    connections: [{ direction: 'east', roomId: 32 }],
    ...overrides,
  };
}

export function currentRoomFixture(overrides: Partial<CurrentRoom> = {}, room: Partial<CurrentRoom['room']> = {}): CurrentRoom {
  return { room: roomFixture(room), availableDirections: ['east', 'west'], position: { x: 50, y: 50 }, ...overrides };
}

export function mapRoomFixture(overrides: Partial<MapRoom> = {}): MapRoom {
  return {
    id: 31,
    name: 'Vaulted Den',
    x: 4,
    y: 7,
    floorId: 2,
    type: 'chamber',
    environment: 'stone_chamber',
    isSafe: false,
    hasLoot: false,
    isPvp: false,
    isExplored: true,
    factionId: null,
    encounterType: 'none',
    ...overrides,
  };
}

export function entityFixture(overrides: Partial<TacticalEntity> = {}, data: Partial<TacticalEntity['data']> = {}): TacticalEntity {
  return {
    id: 'mob-1',
    type: 'mob',
    name: 'Cave Goblin',
    position: { x: 30, y: 40 },
    disposition: 'hostile',
    isAlive: true,
    ...overrides,
    data: { id: 1, currentHealth: 20, maxHealth: 20, ...data },
  };
}

export function tacticalFixture(entities: TacticalEntity[], roomId = 31): TacticalData {
  return { roomId, entities, tacticalEntities: entities };
}

export function factionFixture(overrides: Partial<Faction> = {}): Faction {
  return { id: 'f2-0', name: 'The Grasping Holdings', color: '#4a6fd0', floor: 2, creatureTypes: ['goblin', 'cave_goblin'], ...overrides };
}

/** A goblin at full health, as a live room lists it. */
export const liveGoblin = (): TacticalEntity => entityFixture({ id: 'mob-1', name: 'Goblin', position: { x: 30, y: 40 } }, { id: 1, currentHealth: 28, maxHealth: 28, hp: 28 });

/** Another player in the room (crawler 9). */
export const liveBob = (): TacticalEntity => ({
  id: 'crawler-9',
  type: 'player',
  name: 'Bob Brine [CR-0001-01]',
  displayName: 'Bob Brine',
  position: { x: 60, y: 60 },
  disposition: 'neutral',
  isAlive: true,
  data: { id: 9, crawlerId: 9, currentHealth: 80, maxHealth: 100, hp: 80 },
});
