import { useId } from 'react';
import type { MapRoomView } from '../../../canvas/map-layout.ts';
import { INK } from '../../../canvas/palette.ts';

// The map's marks, each a shape as well as a colour (colour-blind friendly): current = double gold
// outline, safe = white cross on green, loot = gold diamond, enemies = red triangle, players = blue
// circle, PVP = diagonal stripes.

export const MAP_INK = {
  room: '#6b5b4b',
  safe: '#2f7a45',
  outline: '#b39f88',
  door: INK.ash,
  current: INK.goldLight,
  loot: INK.gold,
  enemies: INK.blood,
  players: INK.sky,
  pvp: INK.violet,
} as const;

/** The PVP stripes; every SVG defines its own copy under an id from useId. */
export function MapDefs({ patternId }: { patternId: string }) {
  return (
    <defs>
      <pattern id={patternId} patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">
        <rect width="6" height="6" fill={MAP_INK.room} />
        <rect width="3" height="6" fill={MAP_INK.pvp} />
      </pattern>
    </defs>
  );
}

function Triangle({ x, y, g }: { x: number; y: number; g: number }) {
  return <polygon points={`${x},${y - g / 2} ${x + g / 2},${y + g / 2} ${x - g / 2},${y + g / 2}`} fill={MAP_INK.enemies} stroke={INK.abyss} strokeWidth={0.8} />;
}

function Diamond({ x, y, g }: { x: number; y: number; g: number }) {
  return <polygon points={`${x},${y - g / 2} ${x + g / 2},${y} ${x},${y + g / 2} ${x - g / 2},${y}`} fill={MAP_INK.loot} stroke={INK.abyss} strokeWidth={0.8} />;
}

function Cross({ x, y, g }: { x: number; y: number; g: number }) {
  const t = Math.max(1.2, g / 3.5);
  return (
    <g fill={INK.bone}>
      <rect x={x - t / 2} y={y - g / 2} width={t} height={g} />
      <rect x={x - g / 2} y={y - t / 2} width={g} height={t} />
    </g>
  );
}

/** One room with its marks, centred on (cx, cy), `size` map pixels square. */
export function MapRoomMark({ room, cx, cy, size, patternId }: { room: MapRoomView; cx: number; cy: number; size: number; patternId: string }) {
  const half = size / 2;
  const g = Math.max(4, size * 0.34);
  const fill = room.pvp ? `url(#${patternId})` : room.safe ? MAP_INK.safe : MAP_INK.room;
  const scanned = room.state === 'scanned';
  return (
    <g opacity={scanned ? 0.5 : 1}>
      <title>{`${room.name} (${room.x}, ${room.y})${scanned ? ' - scanned' : ''}`}</title>
      {room.isCurrent ? <rect x={cx - half - 3} y={cy - half - 3} width={size + 6} height={size + 6} rx={3} fill="none" stroke={MAP_INK.current} strokeWidth={1.5} /> : null}
      <rect
        x={cx - half}
        y={cy - half}
        width={size}
        height={size}
        rx={2}
        fill={fill}
        stroke={room.isCurrent ? MAP_INK.current : MAP_INK.outline}
        strokeWidth={room.isCurrent ? 2.5 : 1}
        strokeDasharray={scanned ? '3 2' : undefined}
      />
      {room.safe ? <Cross x={cx} y={cy} g={g * 0.9} /> : null}
      {room.enemies ? <Triangle x={cx - half + g / 2 + 1} y={cy - half + g / 2 + 1} g={g} /> : null}
      {room.loot ? <Diamond x={cx + half - g / 2 - 1} y={cy - half + g / 2 + 1} g={g} /> : null}
      {room.players ? <circle cx={cx - half + g / 2 + 1} cy={cy + half - g / 2 - 1} r={g / 2} fill={MAP_INK.players} stroke={INK.abyss} strokeWidth={0.8} /> : null}
      {room.isCurrent ? <circle cx={cx} cy={cy} r={Math.max(2, size * 0.14)} fill={MAP_INK.current} stroke={INK.abyss} strokeWidth={1} /> : null}
    </g>
  );
}

export const LEGEND = [
  { key: 'current', label: 'Current' },
  { key: 'safe', label: 'Safe' },
  { key: 'loot', label: 'Loot' },
  { key: 'enemies', label: 'Enemies' },
  { key: 'players', label: 'Players' },
  { key: 'pvp', label: 'PVP' },
] as const;

function legendRoom(key: (typeof LEGEND)[number]['key']): MapRoomView {
  return {
    id: 0,
    name: '',
    x: 0 as MapRoomView['x'],
    y: 0 as MapRoomView['y'],
    type: 'chamber',
    state: 'explored',
    isCurrent: key === 'current',
    safe: key === 'safe',
    loot: key === 'loot',
    enemies: key === 'enemies',
    players: key === 'players',
    pvp: key === 'pvp',
  };
}

function LegendGlyph({ item }: { item: (typeof LEGEND)[number] }) {
  const patternId = useId();
  return (
    <svg aria-hidden width="18" height="18" viewBox="-10 -10 20 20" className="shrink-0">
      <MapDefs patternId={patternId} />
      <MapRoomMark room={legendRoom(item.key)} cx={0} cy={0} size={item.key === 'current' ? 12 : 16} patternId={patternId} />
    </svg>
  );
}

export function MapLegend() {
  return (
    <ul aria-label="Map legend" className="grid grid-cols-3 gap-x-2 gap-y-1.5 text-xs text-ash">
      {LEGEND.map((item) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <LegendGlyph item={item} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
