import type { MapRoom, MobsSummary, RoomConnection } from '#contract/dungeon.ts';
import { MAP } from '#game/constants.ts';
import { isPeacefulRoomType, isRoomType } from '#game/dungeon/vocabulary.ts';
import { mapCell, type MapCell } from '#game/units.ts';

// The dungeon map's geometry (the crawler page's map panel: re-centred on the current room, zoom levels), pure so it is tested
// without a DOM: which rooms show (fog of war), how they are marked, where the view is centred.

export type MapRoomState = 'explored' | 'scanned';

export interface MapRoomView {
  id: number;
  name: string;
  x: MapCell;
  y: MapCell;
  type: string;
  state: MapRoomState;
  isCurrent: boolean;
  safe: boolean;
  loot: boolean;
  enemies: boolean;
  players: boolean;
  pvp: boolean;
}

export interface MapDoor {
  key: string;
  from: { x: MapCell; y: MapCell };
  to: { x: MapCell; y: MapCell };
  /** Both ends explored: drawn solid; otherwise dimmer. */
  explored: boolean;
}

export type ZoomLevel = 1 | 2 | 3 | 4 | 5;
export const ZOOM_LEVELS = MAP.zoomLevels.length;

export function clampZoom(level: number): ZoomLevel {
  return Math.min(ZOOM_LEVELS, Math.max(1, Math.round(level))) as ZoomLevel;
}
export const zoomIn = (level: ZoomLevel): ZoomLevel => clampZoom(level + 1);
export const zoomOut = (level: ZoomLevel): ZoomLevel => clampZoom(level - 1);
/** Reset restores level 3 of 5. */
export const DEFAULT_ZOOM: ZoomLevel = clampZoom(MAP.defaultZoomLevel);

export function zoomSizes(level: ZoomLevel): { gridSize: number; roomSize: number } {
  return MAP.zoomLevels[level - 1] ?? MAP.zoomLevels[MAP.defaultZoomLevel - 1] ?? { gridSize: 25, roomSize: 20 };
}

function isSafeRoom(room: MapRoom): boolean {
  return room.isSafe || (isRoomType(room.type) && isPeacefulRoomType(room.type));
}

/**
 * The rooms the map shows: explored ones (solid) and scanned-but-unexplored ones (dimmer) on this
 * floor; every other room stays hidden (fog of war). The current room always shows.
 */
export function mapRoomViews(
  floor: number,
  explored: readonly MapRoom[],
  scanned: readonly MapRoom[],
  currentRoomId: number | null,
  mobs: MobsSummary | undefined,
  current?: MapRoom | null,
): MapRoomView[] {
  const byId = new Map<number, { room: MapRoom; state: MapRoomState }>();
  for (const room of scanned) if (room.floorId === floor) byId.set(room.id, { room, state: 'scanned' });
  for (const room of explored) if (room.floorId === floor) byId.set(room.id, { room, state: 'explored' });
  if (current && current.floorId === floor && !byId.has(current.id)) byId.set(current.id, { room: current, state: 'explored' });
  return [...byId.values()].map(({ room, state }) => {
    const counts = mobs?.[String(room.id)];
    // The summary counts the crawler itself in its own room; the Players mark is for the others.
    const others = (counts?.playerCount ?? 0) - (room.id === currentRoomId ? 1 : 0);
    return {
      id: room.id,
      name: room.name,
      x: mapCell(room.x),
      y: mapCell(room.y),
      type: room.type,
      state,
      isCurrent: room.id === currentRoomId,
      safe: isSafeRoom(room),
      loot: room.hasLoot,
      enemies: (counts?.hostileCount ?? 0) > 0,
      players: others > 0,
      pvp: room.isPvp,
    };
  });
}

/** One door per connected pair of shown rooms (connections are stored both ways). */
export function mapDoors(connections: readonly RoomConnection[], rooms: readonly MapRoomView[]): MapDoor[] {
  const byId = new Map(rooms.map((r) => [r.id, r]));
  const seen = new Set<string>();
  const doors: MapDoor[] = [];
  for (const c of connections) {
    const a = byId.get(c.fromRoomId);
    const b = byId.get(c.toRoomId);
    if (!a || !b) continue;
    const key = a.id < b.id ? `${a.id}-${b.id}` : `${b.id}-${a.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    doors.push({ key, from: { x: a.x, y: a.y }, to: { x: b.x, y: b.y }, explored: a.state === 'explored' && b.state === 'explored' });
  }
  return doors;
}

/** A room's centre in map pixels at a zoom level. */
export function cellCentre(cell: { x: number; y: number }, level: ZoomLevel): { x: number; y: number } {
  const { gridSize } = zoomSizes(level);
  return { x: cell.x * gridSize, y: cell.y * gridSize };
}

/**
 * The SVG viewBox: `width` × `height` map pixels centred on `centre` (a room cell), moved by `pan`
 * (pixels, from dragging the full map).
 */
export function mapViewBox(centre: { x: number; y: number }, level: ZoomLevel, width: number, height: number, pan = { x: 0, y: 0 }): string {
  const c = cellCentre(centre, level);
  return `${c.x - width / 2 - pan.x} ${c.y - height / 2 - pan.y} ${width} ${height}`;
}

/** The centre of the shown rooms' extent (used when there is no current room). */
export function roomsCentre(rooms: readonly { x: number; y: number }[]): { x: number; y: number } {
  if (rooms.length === 0) return { x: 0, y: 0 };
  const xs = rooms.map((r) => r.x);
  const ys = rooms.map((r) => r.y);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}
