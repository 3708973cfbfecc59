import { memo, useId } from 'react';
import { MARK, MARK_KINDS, markColours, markInnerSegments, markOutline, outlinePath, SELF_RING_SCALE, type MarkKind } from '../../../canvas/marks.ts';
import { floorColour, INK, type CanvasPalette } from '../../../canvas/palette.ts';
import { useAppearance } from '../../../state/display-settings.ts';

// The tactical view's legend: each mark drawn with the same geometry the canvas uses
// (canvas/marks.ts) in the account's palette, beside its name; then the two floor patterns.

const R = 6;

function MarkSwatch({ kind, palette }: { kind: MarkKind; palette: CanvasPalette }) {
  const { shape, inner } = MARK[kind];
  const { fill } = markColours(kind, palette);
  const r = kind === 'self' ? R * 0.9 : kind === 'item' || kind === 'chest' ? R * 0.85 : R;
  const outline = markOutline(shape, 0, 0, r);
  const chest = kind === 'chest';
  return (
    <svg aria-hidden width="20" height="20" viewBox="-10 -10 20 20" className="shrink-0">
      {kind === 'self' ? <circle r={r * SELF_RING_SCALE} fill="none" stroke={palette.selfRing} strokeWidth={1.5} /> : null}
      <path d={outlinePath(outline, 0, 0)} fill={chest ? '#6b4a2b' : fill} stroke={chest ? fill : INK.abyss} strokeWidth={chest ? 1.5 : 1} />
      {markInnerSegments(inner, 0, 0, r).map(([a, b], i) => (
        <line key={i} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={chest ? fill : INK.abyss} strokeWidth={1.4} strokeLinecap="round" />
      ))}
      {inner === 'role' ? <rect x={-1} y={-3} width={2} height={6} fill={INK.abyss} /> : null}
      {kind === 'self' ? <circle cx={r * 0.5} r={r * 0.28} fill={INK.abyss} /> : null}
    </svg>
  );
}

function FloorSwatch({ pattern, palette }: { pattern: 'hatch' | 'crosses'; palette: CanvasPalette }) {
  const id = useId();
  return (
    <svg aria-hidden width="20" height="20" viewBox="0 0 20 20" className="shrink-0">
      <defs>
        {pattern === 'hatch' ? (
          <pattern id={id} patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">
            <rect width="6" height="6" fill={floorColour('stone')} />
            <rect width="2.5" height="6" fill={palette.pvp} />
          </pattern>
        ) : (
          <pattern id={id} patternUnits="userSpaceOnUse" width="10" height="10">
            <rect width="10" height="10" fill={floorColour('stone')} />
            <path d="M3,5H7M5,3V7" stroke={palette.safe} strokeWidth={1.5} />
          </pattern>
        )}
      </defs>
      <rect x="1" y="1" width="18" height="18" rx="2" fill={`url(#${id})`} stroke={INK.flagstone} />
    </svg>
  );
}

export const TacticalLegend = memo(function TacticalLegend() {
  const { palette } = useAppearance();
  return (
    <ul aria-label="Tactical legend" data-palette={palette.name} className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-ash">
      {MARK_KINDS.map((kind) => (
        <li key={kind} className="flex items-center gap-1">
          <MarkSwatch kind={kind} palette={palette} />
          {MARK[kind].label}
        </li>
      ))}
      <li className="flex items-center gap-1">
        <FloorSwatch pattern="hatch" palette={palette} />
        PVP room
      </li>
      <li className="flex items-center gap-1">
        <FloorSwatch pattern="crosses" palette={palette} />
        Safe room
      </li>
    </ul>
  );
});
