// The season's static dungeon held in memory (ARCHITECTURE.md: rooms, doors and factions are never
// re-queried per request). Built once per season, from the stored dungeon, when the season is first
// served (at start, or when the season clock switches to it).
import type { Faction } from '#contract/dungeon.ts';
import { isDirection, type Direction } from '#game/dungeon/vocabulary.ts';
import type { ConnectionRow, FactionRow, RoomRow } from '../repositories/dungeon-repository.ts';

export class DungeonCache {
  readonly rooms = new Map<number, RoomRow>();
  private readonly byKey = new Map<string, number>();
  private readonly byFloor = new Map<number, RoomRow[]>();
  private readonly doors = new Map<number, Map<Direction, number>>();
  private readonly entrances = new Map<number, number>();
  private readonly exits = new Map<number, number>();
  readonly factions: FactionRow[];
  readonly floorCount: number;

  constructor(
    readonly seasonId: number,
    data: { rooms: RoomRow[]; connections: ConnectionRow[]; factions: FactionRow[] },
  ) {
    for (const r of data.rooms) {
      this.rooms.set(r.id, r);
      this.byKey.set(r.key, r.id);
      const list = this.byFloor.get(r.floor) ?? [];
      list.push(r);
      this.byFloor.set(r.floor, list);
      if (r.type === 'entrance') this.entrances.set(r.floor, r.id);
      if (r.type === 'exit') this.exits.set(r.floor, r.id);
    }
    for (const c of data.connections) {
      if (!isDirection(c.direction)) continue;
      const map = this.doors.get(c.fromRoomId) ?? new Map<Direction, number>();
      map.set(c.direction, c.toRoomId);
      this.doors.set(c.fromRoomId, map);
    }
    this.factions = data.factions;
    this.floorCount = this.byFloor.size;
  }

  room(id: number): RoomRow | undefined {
    return this.rooms.get(id);
  }
  roomByKey(key: string): RoomRow | undefined {
    const id = this.byKey.get(key);
    return id === undefined ? undefined : this.rooms.get(id);
  }
  floorRooms(floor: number): readonly RoomRow[] {
    return this.byFloor.get(floor) ?? [];
  }
  entrance(floor: number): RoomRow | undefined {
    const id = this.entrances.get(floor);
    return id === undefined ? undefined : this.rooms.get(id);
  }
  isExit(roomId: number): boolean {
    const r = this.rooms.get(roomId);
    return r !== undefined && this.exits.get(r.floor) === roomId;
  }
  doorsOf(roomId: number): ReadonlyMap<Direction, number> {
    return this.doors.get(roomId) ?? new Map();
  }
  bounds(floor: number) {
    const rooms = this.floorRooms(floor);
    if (!rooms.length) return null;
    const xs = rooms.map((r) => r.x);
    const ys = rooms.map((r) => r.y);
    return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
  }
  /** Rooms of the floor within `range` grid cells (Chebyshev) of a room: what a scan reveals. */
  within(roomId: number, range: number): RoomRow[] {
    const origin = this.rooms.get(roomId);
    if (!origin) return [];
    return this.floorRooms(origin.floor).filter((r) => Math.max(Math.abs(r.x - origin.x), Math.abs(r.y - origin.y)) <= range);
  }
}

export function toFaction(f: FactionRow): Faction {
  return { id: f.key, name: f.name, color: f.color, floor: f.floor, creatureTypes: f.creatureTypes };
}
