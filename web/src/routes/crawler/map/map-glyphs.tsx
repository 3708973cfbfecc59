import { useId } from 'react';
import type { MapRoomView } from '../../../canvas/map-layout.ts';
import { ROOM_GLYPH_LABEL, ROOM_GLYPHS, roomTypeGlyph, type RoomGlyph } from '../../../canvas/marks.ts';
import { INK, STANDARD_PALETTE, type CanvasPalette } from '../../../canvas/palette.ts';
import { useAppearance } from '../../../state/display-settings.ts';

// The map's marks, each a shape as well as a colour (never meaning by colour alone):
// current = double outline with a dot, safe = cross over the square, loot = diamond, enemies =
// triangle, players = circle, PVP = diagonal stripes, and a glyph per special room type (crown boss,
// steps for the stairs down, arch entrance, coin shop, chest treasure, moon rest, star special).
// Colours come from the account's palette (canvas/palette.ts).

/** The PVP stripes; every SVG defines its own copy under an id from useId. */
export function MapDefs({ patternId, palette = STANDARD_PALETTE }: { patternId: string; palette?: CanvasPalette }) {
  return (
    <defs>
      <pattern id={patternId} patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">
        <rect width="6" height="6" fill={palette.map.room} />
        <rect width="3" height="6" fill={palette.pvp} />
      </pattern>
    </defs>
  );
}

function Triangle({ x, y, g, fill }: { x: number; y: number; g: number; fill: string }) {
  return <polygon points={`${x},${y - g / 2} ${x + g / 2},${y + g / 2} ${x - g / 2},${y + g / 2}`} fill={fill} stroke={INK.abyss} strokeWidth={0.8} />;
}

function Diamond({ x, y, g, fill }: { x: number; y: number; g: number; fill: string }) {
  return <polygon points={`${x},${y - g / 2} ${x + g / 2},${y} ${x},${y + g / 2} ${x - g / 2},${y}`} fill={fill} stroke={INK.abyss} strokeWidth={0.8} />;
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

const f = (n: number) => Number(n.toFixed(2));

/** A room type's glyph, g map pixels across, centred on (x, y). */
export function RoomTypeGlyph({ glyph, x, y, g, fill }: { glyph: RoomGlyph; x: number; y: number; g: number; fill: string }) {
  const h = g / 2;
  const common = { fill, stroke: INK.abyss, strokeWidth: 0.7, strokeLinejoin: 'round' as const, 'data-glyph': glyph };
  switch (glyph) {
    case 'crown':
      return <polygon {...common} points={[[x - h, y + h * 0.7], [x - h, y - h * 0.5], [x - h / 2, y], [x, y - h], [x + h / 2, y], [x + h, y - h * 0.5], [x + h, y + h * 0.7]].map(([a, b]) => `${f(a!)},${f(b!)}`).join(' ')} />;
    case 'stairs':
      return <path {...common} d={`M${f(x - h)},${f(y + h)}V${f(y + h / 3)}H${f(x - h / 3)}V${f(y - h / 3)}H${f(x + h / 3)}V${f(y - h)}H${f(x + h)}V${f(y + h)}Z`} />;
    case 'arch':
      return <path {...common} d={`M${f(x - h * 0.8)},${f(y + h)}V${f(y - h * 0.1)}A${f(h * 0.8)},${f(h * 0.8)} 0 0 1 ${f(x + h * 0.8)},${f(y - h * 0.1)}V${f(y + h)}Z`} />;
    case 'coin':
      return (
        <g data-glyph={glyph}>
          <circle cx={x} cy={y} r={h} fill={fill} stroke={INK.abyss} strokeWidth={0.7} />
          <rect x={x - h * 0.15} y={y - h * 0.6} width={h * 0.3} height={h * 1.2} fill={INK.abyss} />
        </g>
      );
    case 'chest':
      return (
        <g data-glyph={glyph}>
          <rect x={x - h} y={y - h * 0.7} width={g} height={h * 1.4} fill={fill} stroke={INK.abyss} strokeWidth={0.7} />
          <line x1={x - h} y1={y - h * 0.1} x2={x + h} y2={y - h * 0.1} stroke={INK.abyss} strokeWidth={0.9} />
        </g>
      );
    case 'moon':
      return <path {...common} d={`M${f(x + h * 0.3)},${f(y - h)}A${f(h)},${f(h)} 0 1 0 ${f(x + h * 0.3)},${f(y + h)}A${f(h * 0.75)},${f(h * 0.75)} 0 1 1 ${f(x + h * 0.3)},${f(y - h)}Z`} />;
    case 'star': {
      const points = Array.from({ length: 10 }, (_, i) => {
        const r = i % 2 === 0 ? h : h * 0.45;
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        return `${f(x + Math.cos(a) * r)},${f(y + Math.sin(a) * r)}`;
      });
      return <polygon {...common} points={points.join(' ')} />;
    }
  }
}

/** One room with its marks, centred on (cx, cy), `size` map pixels square. */
export function MapRoomMark({
  room,
  cx,
  cy,
  size,
  patternId,
  palette = STANDARD_PALETTE,
  titled = true,
}: {
  room: MapRoomView;
  cx: number;
  cy: number;
  size: number;
  patternId: string;
  palette?: CanvasPalette;
  /** The legend's sample rooms have no name to give. */
  titled?: boolean;
}) {
  const ink = palette.map;
  const half = size / 2;
  const g = Math.max(4, size * 0.34);
  const fill = room.pvp ? `url(#${patternId})` : room.safe ? palette.safe : ink.room;
  const scanned = room.state === 'scanned';
  const glyph = roomTypeGlyph(room.type);
  return (
    <g opacity={scanned ? 0.5 : 1} data-room-type={room.type} data-pvp={room.pvp || undefined}>
      {titled ? <title>{`${room.name} (${room.x}, ${room.y})${room.pvp ? ' - PVP' : ''}${glyph ? ` - ${ROOM_GLYPH_LABEL[glyph]}` : ''}${scanned ? ' - scanned' : ''}`}</title> : null}
      {room.isCurrent ? <rect x={cx - half - 3} y={cy - half - 3} width={size + 6} height={size + 6} rx={3} fill="none" stroke={ink.current} strokeWidth={1.5} /> : null}
      <rect
        x={cx - half}
        y={cy - half}
        width={size}
        height={size}
        rx={2}
        fill={fill}
        stroke={room.isCurrent ? ink.current : ink.outline}
        strokeWidth={room.isCurrent ? 2.5 : 1}
        strokeDasharray={scanned ? '3 2' : undefined}
      />
      {room.safe ? <Cross x={cx} y={cy} g={g * 0.9} /> : null}
      {room.enemies ? <Triangle x={cx - half + g / 2 + 1} y={cy - half + g / 2 + 1} g={g} fill={ink.enemies} /> : null}
      {room.loot ? <Diamond x={cx + half - g / 2 - 1} y={cy - half + g / 2 + 1} g={g} fill={ink.loot} /> : null}
      {room.players ? <circle cx={cx - half + g / 2 + 1} cy={cy + half - g / 2 - 1} r={g / 2} fill={ink.players} stroke={INK.abyss} strokeWidth={0.8} /> : null}
      {glyph ? <RoomTypeGlyph glyph={glyph} x={cx + half - g / 2 - 1} y={cy + half - g / 2 - 1} g={g} fill={ink.glyph} /> : null}
      {room.isCurrent ? <circle cx={cx} cy={cy} r={Math.max(2, size * 0.14)} fill={ink.current} stroke={INK.abyss} strokeWidth={1} /> : null}
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

function LegendGlyph({ item, palette }: { item: (typeof LEGEND)[number]; palette: CanvasPalette }) {
  const patternId = useId();
  return (
    <svg aria-hidden width="18" height="18" viewBox="-10 -10 20 20" className="shrink-0">
      <MapDefs patternId={patternId} palette={palette} />
      <MapRoomMark room={legendRoom(item.key)} cx={0} cy={0} size={item.key === 'current' ? 12 : 16} patternId={patternId} palette={palette} titled={false} />
    </svg>
  );
}

/** The marks and the room-type glyphs, each shown with its shape and colour beside its name. */
export function MapLegend() {
  const { palette } = useAppearance();
  return (
    <div className="flex flex-col gap-2" data-palette={palette.name}>
      <ul aria-label="Map legend" className="grid grid-cols-3 gap-x-2 gap-y-1.5 text-xs text-ash">
        {LEGEND.map((item) => (
          <li key={item.key} className="flex items-center gap-1.5">
            <LegendGlyph item={item} palette={palette} />
            {item.label}
          </li>
        ))}
      </ul>
      <ul aria-label="Room types" className="grid grid-cols-3 gap-x-2 gap-y-1.5 text-xs text-ash">
        {ROOM_GLYPHS.map((glyph) => (
          <li key={glyph} className="flex items-center gap-1.5">
            <svg aria-hidden width="18" height="18" viewBox="-10 -10 20 20" className="shrink-0">
              <rect x={-8} y={-8} width={16} height={16} rx={2} fill={palette.map.room} stroke={palette.map.outline} strokeWidth={1} />
              <RoomTypeGlyph glyph={glyph} x={0} y={0} g={10} fill={palette.map.glyph} />
            </svg>
            {ROOM_GLYPH_LABEL[glyph]}
          </li>
        ))}
      </ul>
    </div>
  );
}
