import { useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { cellCentre, mapViewBox, zoomSizes, type MapDoor, type MapRoomView, type ZoomLevel } from '../../../canvas/map-layout.ts';
import { cn } from '../../../lib/cn.ts';
import { useAppearance } from '../../../state/display-settings.ts';
import { MapDefs, MapRoomMark } from './map-glyphs.tsx';

export interface DungeonMapSvgProps {
  rooms: readonly MapRoomView[];
  doors: readonly MapDoor[];
  centre: { x: number; y: number };
  zoom: ZoomLevel;
  width: number;
  height: number;
  label: string;
  /** Dragging pans the view (the full map). */
  pan?: { x: number; y: number };
  onPan?: (pan: { x: number; y: number }) => void;
  className?: string;
}

/** The floor map as SVG: doors under rooms, each room with its marks, centred on `centre`. */
export function DungeonMapSvg({ rooms, doors, centre, zoom, width, height, label, pan, onPan, className }: DungeonMapSvgProps) {
  const patternId = useId();
  const { palette } = useAppearance();
  const drag = useRef<{ id: number; x: number; y: number; start: { x: number; y: number } } | null>(null);
  const [dragging, setDragging] = useState(false);
  const { roomSize } = zoomSizes(zoom);
  const offset = pan ?? { x: 0, y: 0 };

  const onPointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (!onPan) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, start: offset };
    setDragging(true);
  };
  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!onPan || !d || d.id !== e.pointerId) return;
    // Screen pixels to map pixels: the SVG is drawn 1:1 at its CSS size.
    const rect = e.currentTarget.getBoundingClientRect();
    const scale = rect.width > 0 ? width / rect.width : 1;
    onPan({ x: d.start.x + (e.clientX - d.x) * scale, y: d.start.y + (e.clientY - d.y) * scale });
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  return (
    <svg
      role="img"
      aria-label={label}
      data-palette={palette.name}
      viewBox={mapViewBox(centre, zoom, width, height, offset)}
      width={width}
      height={height}
      className={cn('block max-w-full touch-none bg-[#110e0b] select-none', onPan && (dragging ? 'cursor-grabbing' : 'cursor-grab'), className)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <MapDefs patternId={patternId} palette={palette} />
      <g>
        {doors.map((door) => {
          const a = cellCentre(door.from, zoom);
          const b = cellCentre(door.to, zoom);
          return (
            <line
              key={door.key}
              x1={a.x}
              y1={a.y}
              x2={b.x}
              y2={b.y}
              stroke={palette.map.door}
              strokeWidth={door.explored ? 3 : 2}
              strokeDasharray={door.explored ? undefined : '3 2'}
              opacity={door.explored ? 0.9 : 0.45}
            />
          );
        })}
      </g>
      <g>
        {rooms.map((room) => {
          const c = cellCentre(room, zoom);
          return <MapRoomMark key={room.id} room={room} cx={c.x} cy={c.y} size={roomSize} patternId={patternId} palette={palette} />;
        })}
      </g>
    </svg>
  );
}
