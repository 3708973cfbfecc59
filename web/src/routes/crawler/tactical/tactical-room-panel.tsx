import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ArrowDownToLine, Grid3x3, Map as MapIcon } from 'lucide-react';
import { useMemo, useRef, type ReactNode } from 'react';
import type { Crawler } from '#contract/crawler.ts';
import type { CurrentRoom } from '#contract/dungeon.ts';
import { FACING } from '#game/movement.ts';
import { pointInFeet, roomFeetOf, squaresOf } from '#game/units.ts';
import { errorMessage } from '../../../api/http.ts';
import { buildScene, describeScene, type RoomScene } from '../../../canvas/scene.ts';
import { canvasLayout } from '../../../canvas/sizing.ts';
import { ErrorPanel } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { tacticalQuery, useMoveCrawler } from '../../../state/room-queries.ts';
import { CRAWLER_PAGE_TEXT as T } from '../crawler-page-text.ts';
import { useElementWidth, useWindowHeight } from '../use-layout-hooks.ts';
import { RoomCanvas } from './room-canvas.tsx';
import { TouchControls } from './touch-controls.tsx';
import { useRoomSession, type RoomSessionHud } from './use-room-session.ts';

/**
 * Spec 2: the type badge uses the default style for a safe room, destructive otherwise. 'Safe' is
 * the room type 'safe' or any room the server marks isSafe (entrance, rest, shop).
 */
export function roomTypeBadgeVariant(type: string | null | undefined, isSafe = false): 'stone' | 'destructive' {
  return type === 'safe' || isSafe ? 'stone' : 'destructive';
}

export function roomTypeLabel(type: string | null | undefined): string {
  const t = type?.trim() || 'unknown';
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** '{w} x {h} ft ({sw} x {sh} squares)'. */
export function roomSizeText(room: { widthFeet?: number | null; heightFeet?: number | null } | null | undefined): string {
  const feet = roomFeetOf(room);
  const sq = squaresOf(room);
  return T.roomSize(feet.w, feet.h, sq.w, sq.h);
}

export interface TacticalRoomPanelProps {
  crawler: Crawler;
  crawlerId: string;
  currentRoom: UseQueryResult<CurrentRoom>;
  ready: boolean;
}

/** Spec 2 panel 3 (this issue: walking and doors). */
export function TacticalRoomPanel({ crawler, crawlerId, currentRoom, ready }: TacticalRoomPanelProps) {
  const tactical = useQuery({ ...tacticalQuery(crawlerId), enabled: ready });
  const room = currentRoom.data;
  const missingIds = crawler.currentRoomId === null;

  const scene = useMemo(
    () => (room ? buildScene(room, tactical.data, { name: crawler.name, crawlerId: crawler.id }) : null),
    [room, tactical.data, crawler.name, crawler.id],
  );
  const { move } = useMoveCrawler(crawlerId);
  const { session, hud, manager, context } = useRoomSession({
    crawlerId,
    move,
    scene,
    serverPosition: room?.position ?? null,
    agility: crawler.agility,
    canAct: crawler.isAlive,
  });

  return (
    <Card aria-labelledby="tactical-heading" className="min-w-0">
      {!hud.scene ? (
        <CardContent className="p-5">
          <h2 id="tactical-heading" className="sr-only">
            Tactical room
          </h2>
          {currentRoom.error ? (
            // Spec 8: a room load failure shows its message, 'Missing crawler or room ID' when one is missing.
            <ErrorPanel
              title={missingIds ? T.missingIds : 'Failed to load room'}
              message={errorMessage(currentRoom.error)}
              onRetry={() => void currentRoom.refetch()}
            />
          ) : (
            <Spinner label={T.loadingLocation} className="py-24" />
          )}
        </CardContent>
      ) : (
        <TacticalRoomBody
          scene={hud.scene}
          hud={hud}
          session={session}
          alive={crawler.isAlive}
          tacticalError={tactical.error && !tactical.data ? errorMessage(tactical.error) : null}
          onRetryTactical={() => void tactical.refetch()}
          onToggleGrid={() => manager.perform('toggleGrid', context)}
          onDescend={() => manager.perform('descend', context)}
          touch={<TouchControls manager={manager} context={context} disabled={!crawler.isAlive || hud.phase !== 'idle'} />}
        />
      )}
    </Card>
  );
}

interface BodyProps {
  scene: RoomScene;
  hud: RoomSessionHud;
  session: Parameters<typeof RoomCanvas>[0]['session'];
  alive: boolean;
  tacticalError: string | null;
  onRetryTactical: () => void;
  onToggleGrid: () => void;
  onDescend: () => void;
  touch: ReactNode;
}

function TacticalRoomBody({ scene, hud, session, alive, tacticalError, onRetryTactical, onToggleGrid, onDescend, touch }: BodyProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frameRef);
  const windowHeight = useWindowHeight();
  const layout = useMemo(
    () => canvasLayout({ widthFeet: scene.widthFeet, heightFeet: scene.heightFeet }, width || 320, windowHeight),
    [scene.widthFeet, scene.heightFeet, width, windowHeight],
  );
  const feet = pointInFeet({ x: hud.x, y: hud.y }, { widthFeet: scene.widthFeet, heightFeet: scene.heightFeet });
  const transitioning = hud.phase !== 'idle';

  return (
    <>
      <CardHeader className="gap-2 pb-2">
        <div className="flex items-start justify-between gap-2">
          <CardTitle id="tactical-heading" className="min-w-0 items-start">
            <MapIcon aria-hidden className="mt-1 size-5 shrink-0" />
            <span className="min-w-0 break-words">
              {scene.name || T.unknownRoom}{' '}
              <Badge variant={roomTypeBadgeVariant(scene.type, scene.isSafe)} className="ml-1 align-[0.15em] font-sans">
                {roomTypeLabel(scene.type)}
              </Badge>
            </span>
          </CardTitle>
          <Button variant={hud.showGrid ? 'outline' : 'secondary'} size="sm" aria-pressed={hud.showGrid} onClick={onToggleGrid} title="Toggle grid (G)">
            <Grid3x3 aria-hidden />
            {T.grid}
          </Button>
        </div>
        <p className="text-sm text-ash">{sceneDescription(scene)}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {!scene.entitiesLoaded && !tacticalError ? <Spinner label={T.loadingEntities} className="justify-start text-sm" /> : null}
        {tacticalError ? <ErrorPanel title="Could not load the room's entities" message={tacticalError} onRetry={onRetryTactical} /> : null}
        {!alive ? (
          <p role="status" className="rounded-md border border-blood-500/50 bg-blood-950/60 px-3 py-2 text-sm text-blood-300">
            This crawler is dead and can no longer move.
          </p>
        ) : null}
        <div ref={frameRef} className="relative min-w-0">
          <RoomCanvas session={session} layout={layout} label={describeScene(scene)} />
          {transitioning ? (
            <p role="status" className="pointer-events-none absolute inset-x-0 top-3 mx-auto w-max max-w-[90%] rounded-md bg-abyss/85 px-3 py-1.5 text-center text-sm font-semibold text-gold-300">
              {T.moving}
            </p>
          ) : null}
        </div>
        {scene.hasStairs ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gold-500/40 bg-gold-900/30 px-3 py-2">
            <p className="text-sm text-gold-200">Stairs lead down to the next floor.</p>
            <Button variant="primary" size="sm" onClick={onDescend} disabled={!alive || transitioning}>
              <ArrowDownToLine aria-hidden />
              {T.descend}
            </Button>
          </div>
        ) : null}
        <dl className="flex flex-wrap gap-1.5 text-xs">
          <Stat label="Position" value={`${Math.round(feet.x)} ft, ${Math.round(feet.y)} ft`} />
          <Stat label="Facing" value={FACING[hud.facing].label} />
          <Stat label="Room" value={roomSizeText(scene)} />
        </dl>
        {touch}
        <p className="text-xs text-ash/80">{T.help}</p>
      </CardContent>
    </>
  );
}

function sceneDescription(scene: RoomScene): string {
  return scene.description?.trim() || T.mysteriousRoom;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={cn('flex max-w-full min-w-0 gap-1.5 rounded-md bg-abyss/60 px-2 py-1.5')}>
      <dt className="text-ash">{label}:</dt>
      <dd className="min-w-0 font-mono break-words text-bone">{value}</dd>
    </div>
  );
}
