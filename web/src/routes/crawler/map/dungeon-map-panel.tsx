import { useIsMutating, useQuery } from '@tanstack/react-query';
import { Expand, LocateFixed, Map as MapIcon, RotateCcw, ZoomIn, ZoomOut } from 'lucide-react';
import { memo, useMemo, useRef, useState } from 'react';
import type { CurrentRoom, MapRoom } from '#contract/dungeon.ts';
import { MAP } from '#game/constants.ts';
import { dungeonKeys } from '../../../api/dungeon-api.ts';
import { errorMessage } from '../../../api/http.ts';
import { DEFAULT_ZOOM, mapDoors, mapRoomViews, roomsCentre, zoomIn, zoomOut, type ZoomLevel } from '../../../canvas/map-layout.ts';
import { ErrorPanel } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { connectionsQuery, exploredRoomsQuery, mobsSummaryQuery, scannedRoomsQuery } from '../../../state/room-queries.ts';
import { CRAWLER_PAGE_TEXT as T } from '../crawler-page-text.ts';
import { useElementWidth } from '../use-layout-hooks.ts';
import { DungeonMapSvg } from './dungeon-map-svg.tsx';
import { MapLegend } from './map-glyphs.tsx';

export interface DungeonMapProps {
  crawlerId: string;
  floor: number;
  currentRoom: CurrentRoom | undefined;
  ready: boolean;
  /** Inside the small-screen collapsible: no card of its own. */
  bare?: boolean;
}

function asMapRoom(current: CurrentRoom | undefined): MapRoom | null {
  if (!current) return null;
  const { room } = current;
  return { ...room, encounterType: room.encounterType };
}

/** The crawler page's panel 4: the floor map with zoom, legend and a full-map dialog. */
export const DungeonMapPanel = memo(function DungeonMapPanel({ crawlerId, floor, currentRoom, ready, bare = false }: DungeonMapProps) {
  const explored = useQuery({ ...exploredRoomsQuery(crawlerId), enabled: ready });
  const scanned = useQuery({ ...scannedRoomsQuery(crawlerId), enabled: ready });
  const connections = useQuery({ ...connectionsQuery(crawlerId), enabled: ready });
  const mobs = useQuery({ ...mobsSummaryQuery(crawlerId), enabled: ready });
  const moving = useIsMutating({ mutationKey: dungeonKeys.move(crawlerId) }) > 0;
  const [zoom, setZoom] = useState<ZoomLevel>(DEFAULT_ZOOM);
  const [fullOpen, setFullOpen] = useState(false);

  const current = currentRoom?.room ?? null;
  const rooms = useMemo(
    () => mapRoomViews(floor, explored.data ?? [], scanned.data ?? [], current?.id ?? null, mobs.data, asMapRoom(currentRoom)),
    [floor, explored.data, scanned.data, current?.id, mobs.data, currentRoom],
  );
  const doors = useMemo(() => mapDoors(connections.data ?? [], rooms), [connections.data, rooms]);
  const exploredCount = rooms.filter((r) => r.state === 'explored').length;
  // The map re-centres on the current room whenever it changes.
  const centre = current ? { x: current.x, y: current.y } : roomsCentre(rooms);
  const label = `Dungeon map of floor ${floor}: ${exploredCount} rooms explored${current ? `, you are in ${current.name} at (${current.x}, ${current.y})` : ''}.`;

  const content = (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-sm break-words text-bone">
          {current ? (
            <>
              {current.name}{' '}
              <span className="font-mono text-ash">
                ({current.x}, {current.y})
              </span>
            </>
          ) : (
            <span className="text-ash">{T.unknownRoom}</span>
          )}
        </p>
        <ZoomControls zoom={zoom} onZoom={setZoom} onFull={() => setFullOpen(true)} />
      </div>
      {explored.error && !explored.data ? (
        <ErrorPanel title="Map unavailable" message={errorMessage(explored.error)} onRetry={() => void explored.refetch()} />
      ) : !explored.data ? (
        <div className="mx-auto flex size-64 max-w-full items-center justify-center rounded-lg border border-rubble bg-abyss">
          <Spinner label={T.loadingMap} className="text-sm" />
        </div>
      ) : (
        <div className="relative mx-auto w-64 max-w-full overflow-hidden rounded-lg border border-rubble">
          <DungeonMapSvg rooms={rooms} doors={doors} centre={centre} zoom={zoom} width={MAP.panelPx} height={MAP.panelPx} label={label} />
          {moving ? (
            <p role="status" className="absolute inset-x-2 bottom-2 rounded-md bg-abyss/85 px-2 py-1 text-center text-xs font-semibold text-gold-300">
              {T.moving}
            </p>
          ) : null}
        </div>
      )}
      <MapLegend />
      <FullMapDialog open={fullOpen} onOpenChange={setFullOpen} floor={floor} rooms={rooms} doors={doors} centre={centre} label={label} />
    </div>
  );

  const count = (
    <Badge variant="gold" aria-label={`${exploredCount} rooms explored`}>
      {exploredCount}
    </Badge>
  );
  if (bare) {
    return (
      <div className="flex flex-col gap-2 p-3 pt-1">
        <h3 className="flex items-center justify-between gap-2 font-display text-sm font-bold text-gold-300">
          {T.mapTitle(floor)}
          {count}
        </h3>
        {content}
      </div>
    );
  }
  return (
    <Card aria-labelledby="map-heading">
      <CardHeader className="pb-2">
        <CardTitle id="map-heading" className="justify-between">
          <span className="flex items-center gap-2">
            <MapIcon aria-hidden className="size-5" />
            {T.mapTitle(floor)}
          </span>
          {count}
        </CardTitle>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
});

function ZoomControls({ zoom, onZoom, onFull, label = 'Map zoom' }: { zoom: ZoomLevel; onZoom: (z: ZoomLevel) => void; onFull?: () => void; label?: string }) {
  return (
    <div className="flex items-center gap-1" role="group" aria-label={label}>
      <Button variant="ghost" size="icon" className="size-8" aria-label="Zoom out" disabled={zoom === 1} onClick={() => onZoom(zoomOut(zoom))}>
        <ZoomOut aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className="size-8" aria-label="Zoom in" disabled={zoom === MAP.zoomLevels.length} onClick={() => onZoom(zoomIn(zoom))}>
        <ZoomIn aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className="size-8" aria-label="Reset zoom" onClick={() => onZoom(DEFAULT_ZOOM)}>
        <RotateCcw aria-hidden />
      </Button>
      {onFull ? (
        <Button variant="ghost" size="icon" className="size-8" aria-label="Open full map" onClick={onFull}>
          <Expand aria-hidden />
        </Button>
      ) : null}
      <span className="sr-only" aria-live="polite">
        Zoom level {zoom} of {MAP.zoomLevels.length}
      </span>
    </div>
  );
}

/** The full map is 600px tall; its width follows the dialog. */
const FULL_MAP_HEIGHT = 600;
const FULL_MAP_FALLBACK_WIDTH = 840;

interface FullMapProps {
  floor: number;
  rooms: ReturnType<typeof mapRoomViews>;
  doors: ReturnType<typeof mapDoors>;
  centre: { x: number; y: number };
  label: string;
}

function FullMapDialog({ open, onOpenChange, ...props }: FullMapProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-w-4xl flex-col gap-3">
        <DialogTitle>{T.fullMapTitle(props.floor)}</DialogTitle>
        <DialogDescription>Drag the map to look around.</DialogDescription>
        <FullMapBody {...props} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so it measures its frame and starts centred. */
function FullMapBody({ rooms, doors, centre, label }: FullMapProps) {
  const [zoom, setZoom] = useState<ZoomLevel>(DEFAULT_ZOOM);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const [panFor, setPanFor] = useState(centre);
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frameRef);
  // Re-centre when the current room changes: a new centre drops the old drag offset.
  if (panFor.x !== centre.x || panFor.y !== centre.y) {
    setPanFor(centre);
    setPan({ x: 0, y: 0 });
  }
  return (
    <>
      <div className="flex flex-wrap items-center justify-end gap-1">
        <Button variant="ghost" size="sm" onClick={() => setPan({ x: 0, y: 0 })}>
          <LocateFixed aria-hidden />
          Centre on current room
        </Button>
        <ZoomControls zoom={zoom} onZoom={setZoom} label="Full map zoom" />
      </div>
      <div ref={frameRef} className="shrink-0 overflow-hidden rounded-lg border border-rubble" style={{ height: FULL_MAP_HEIGHT }}>
        <DungeonMapSvg
          rooms={rooms}
          doors={doors}
          centre={centre}
          zoom={zoom}
          width={width || FULL_MAP_FALLBACK_WIDTH}
          height={FULL_MAP_HEIGHT}
          label={label}
          pan={pan}
          onPan={setPan}
        />
      </div>
      <MapLegend />
    </>
  );
}
