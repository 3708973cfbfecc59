import { useQuery } from '@tanstack/react-query';
import { ArrowDownToLine, Grid3x3, Hand, Map as MapIcon, Moon, PackageOpen, Radio, ScrollText, WifiOff } from 'lucide-react';
import { memo, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { keyLabel } from '#contract/key-bindings.ts';
import { keyHelpText } from '../../../actions/key-help.ts';
import type { RoomActionName } from '../../../actions/room-actions.ts';
import type { Crawler } from '#contract/crawler.ts';
import { FACING, walkSpeed } from '#game/movement.ts';
import { pointInFeet, roomFeetOf, squaresOf } from '#game/units.ts';
import { errorMessage } from '../../../api/http.ts';
import { describeScene, type RoomScene } from '../../../canvas/scene.ts';
import { canvasLayout } from '../../../canvas/sizing.ts';
import { ErrorPanel } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useKeyBindings } from '../../../state/key-bindings.ts';
import { currentRoomQuery } from '../../../state/room-queries.ts';
import { ORDERS_TEXT, useControlSwitch, useOrdersOnLeave } from '../../../state/standing-orders.ts';
import { toastError } from '../../../toast/toast-store.ts';
import { healthLabel } from '../../../state/targeting.ts';
import { CRAWLER_PAGE_TEXT as T } from '../crawler-page-text.ts';
import { useElementWidth, useWidthHint, useWindowHeight } from '../use-layout-hooks.ts';
import { COOLDOWN_MS } from '#game/combat.ts';
import { ATTACK_COOLDOWN_MS, cooldownText, HotbarButtons, useCooldown, WeaponButtons, type CooldownState } from './combat-controls.tsx';
import { DeathPanel } from './death-panel.tsx';
import { MerchantTrade } from './merchant-dialog.tsx';
import { EntityList } from './entity-list.tsx';
import { RoomCanvas } from './room-canvas.tsx';
import { RoomNoticeLine } from './room-notice.tsx';
import { RoomTextView, useRoomTextViewOpen } from './room-text-view.tsx';
import { TouchControls } from './touch-controls.tsx';
import { useTacticalRoom } from './use-tactical-room.ts';
import { TacticalLegend } from './tactical-legend.tsx';

/**
 * The type badge uses the default style for a safe room, destructive otherwise. 'Safe' is
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
  ready: boolean;
}

/** The card's name: the hidden heading while the room loads, the room's title once it shows (never both). */
const TACTICAL_HEADING_ID = 'tactical-heading';
/** The lines that describe the room's focus area: which keys do what, and whether they are the game's. */
const KEY_HELP_ID = 'tactical-key-help';
const KEY_SCOPE_ID = 'tactical-key-scope';

/** Whether the keys are the game's (the room has focus) and how to change that. */
export const KEY_SCOPE_TEXT = {
  inGame: 'The keys play the room: Esc hands them back to the page.',
  onPage: 'Space and Tab work the page: click the room (or Tab to it) to fight with them.',
} as const;

/**
 * The live tactical room, with walking, doors, fighting, loot and NPCs. Memoised, with props that stay the same between the page's renders (the room is read here, not
 * handed down as a query result, which is a new object each time): a line added to the events log
 * re-renders the page, not the room.
 */
export const TacticalRoomPanel = memo(function TacticalRoomPanel({ crawler, crawlerId, ready }: TacticalRoomPanelProps) {
  const currentRoom = useQuery({ ...currentRoomQuery(crawlerId), enabled: ready });
  const room = useTacticalRoom({ crawler, crawlerId, currentRoom, ready });
  const missingIds = crawler.currentRoomId === null;
  // The window's height is read (and then kept, subscribed) while the card is still small: read
  // first in the room's own render, after the page's new elements went in, it forced a style and
  // layout of the whole page in the middle of that render (lib/viewport-store.ts).
  useWindowHeight();
  // The room's body (~90 components: the canvas, its controls, the D-pad, the hotbar) mounts in a
  // second, interruptible render: the room's data arrives through a query, whose update React
  // renders at once and in one piece, which on a slow phone was one long task (blocking time).
  // Deferred, the render yields to the browser every few milliseconds; the spinner's card keeps the
  // room's space meanwhile (no layout shift).
  const bodyShown = useDeferredValue(room.scene !== null, false);
  // The loading card's content has the room frame's width (both p-5 in this card): measured there,
  // the room's canvas is sized without reading the frame in the commit that inserts it.
  const { width: frameWidthHint, measure: measureFrame } = useWidthHint();

  return (
    <Card aria-labelledby={TACTICAL_HEADING_ID} className="min-w-0">
      {!room.scene || !bodyShown ? (
        // While the room loads the card already takes the screen's height below the crawler's header
        // (and a desktop room's), as the room will: the panels after it are below the fold before it
        // arrives, not pushed there when it does (a layout shift).
        <CardContent ref={measureFrame} className={cn('p-5', currentRoom.error ? null : 'flex min-h-[calc(100dvh-9rem)] flex-col justify-center lg:min-h-[36rem]')}>
          <h2 id={TACTICAL_HEADING_ID} className="sr-only">
            Tactical room
          </h2>
          {room.dead ? <DeathPanel name={crawler.name} /> : null}
          {currentRoom.error ? (
            // A room load failure shows its message, 'Missing crawler or room ID' when one is missing.
            <ErrorPanel
              title={missingIds ? T.missingIds : 'Failed to load room'}
              message={errorMessage(currentRoom.error)}
              onRetry={() => void currentRoom.refetch()}
            />
          ) : (
            <Spinner label={T.loadingLocation} />
          )}
        </CardContent>
      ) : (
        <TacticalRoomBody crawler={crawler} crawlerId={crawlerId} room={room} scene={room.scene} frameWidthHint={frameWidthHint} />
      )}
    </Card>
  );
});

type TacticalRoom = ReturnType<typeof useTacticalRoom>;

function TacticalRoomBody({
  crawler,
  crawlerId,
  room,
  scene,
  frameWidthHint,
}: {
  crawler: Crawler;
  crawlerId: string;
  room: TacticalRoom;
  scene: RoomScene;
  /** The room frame's width measured on the loading card (0: not known, measured at mount). */
  frameWidthHint: number;
}) {
  const { hud, session, manager, context, combat, dead, weapon, hotbar, chest, bubbles, tactical } = room;
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frameRef, frameWidthHint);
  const windowHeight = useWindowHeight();
  const layout = useMemo(
    () => canvasLayout({ widthFeet: scene.widthFeet, heightFeet: scene.heightFeet }, width || 320, windowHeight),
    [scene.widthFeet, scene.heightFeet, width, windowHeight],
  );
  const feet = pointInFeet({ x: hud.x, y: hud.y }, { widthFeet: scene.widthFeet, heightFeet: scene.heightFeet });
  const transitioning = hud.phase !== 'idle';
  const cooldownLeft = useCooldown(combat.lastAttackAt, ATTACK_COOLDOWN_MS);
  const dodgeLeft = useCooldown(combat.lastDodgeAt, COOLDOWN_MS.DODGE);
  // The controls under the canvas (D-pad, fight buttons, hotbar) are memoised and get values that
  // change only with what they show: the room's other changes (a position, a query's answer, the
  // live status) re-render this card many times on a first load, and the controls are most of it.
  const attackCooldown = useMemo<CooldownState>(() => ({ msLeft: cooldownLeft, totalMs: ATTACK_COOLDOWN_MS }), [cooldownLeft]);
  const dodgeCooldown = useMemo<CooldownState>(() => ({ msLeft: dodgeLeft, totalMs: COOLDOWN_MS.DODGE }), [dodgeLeft]);
  const cooldowns = useMemo(() => ({ attack: attackCooldown, dodge: dodgeCooldown }), [attackCooldown, dodgeCooldown]);
  // Attack and Special swing (one cooldown), Defend dodges.
  const cooldownOf = useCallback((actionId: string) => (actionId === 'defend' ? dodgeCooldown : attackCooldown), [attackCooldown, dodgeCooldown]);
  // The help line names the account's keys (the spec's line with the defaults).
  const bindings = useKeyBindings().data?.bindings;
  const helpText = bindings ? keyHelpText(bindings) : T.help;
  /** The first key the dispatcher has for an action, as people write it (null when unbound). */
  const boundKey = useCallback(
    (name: RoomActionName) => {
      const key = manager.actions.find((a) => a.name === name)?.keys[0];
      return key === undefined ? null : keyLabel(key);
    },
    [manager],
  );
  const hotbarKey = useCallback((hotkey: string) => boundKey(`hotbar${hotkey}` as RoomActionName), [boundKey]);
  const performHotbar = useCallback((hotkey: string) => manager.perform(`hotbar${hotkey}` as RoomActionName, context), [manager, context]);
  const tacticalError = tactical.error && !tactical.data ? errorMessage(tactical.error) : null;
  const fightOff = dead || transitioning;
  const [textView, setTextView] = useRoomTextViewOpen();
  const [keysInGame, setKeysInGame] = useState(false);
  // A shop's merchant trades (the server checks the room, the crawler and every price).
  const merchant = scene.type === 'shop' ? scene.characters.find((c) => c.kind === 'npc' && c.role === 'merchant') : undefined;

  return (
    <>
      <CardHeader className="gap-2 pb-2">
        {/* On a phone the room's name gets the whole width and the buttons wrap below it: beside them it had a few letters a line. */}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <CardTitle id={TACTICAL_HEADING_ID} className="min-w-0 items-start">
            <MapIcon aria-hidden className="mt-1 size-5 shrink-0" />
            <span className="min-w-0 break-words">
              {scene.name || T.unknownRoom}{' '}
              <Badge variant={roomTypeBadgeVariant(scene.type, scene.isSafe)} className="ml-1 align-[0.15em] font-sans">
                {roomTypeLabel(scene.type)}
              </Badge>
            </span>
          </CardTitle>
          <div className="flex flex-wrap items-center gap-2 sm:shrink-0 sm:justify-end">
            <LiveBadge status={room.liveStatus} dead={dead} />
            {/* A resting crawler is out of the room until rested: nothing to hand over. */}
            {dead || crawler.status === 'resting' ? null : <OrdersSwitch crawlerId={crawlerId} onOrders={room.onOrders} />}
            <Button variant={hud.showGrid ? 'outline' : 'secondary'} size="sm" aria-pressed={hud.showGrid} onClick={() => manager.perform('toggleGrid', context)} title="Toggle grid (G)">
              <Grid3x3 aria-hidden />
              {T.grid}
            </Button>
          </div>
        </div>
        <p className="text-sm text-ash">{sceneDescription(scene)}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {tacticalError && !dead ? <ErrorPanel title="Could not load the room's entities" message={tacticalError} onRetry={() => void tactical.refetch()} /> : null}
        {dead ? <DeathPanel name={crawler.name} /> : null}
        <WeaponButtons crawlerId={crawlerId} loadout={room.loadout.data} disabled={dead} />
        <div ref={frameRef} className="relative min-w-0">
          <RoomCanvas
            session={session}
            layout={layout}
            label={describeScene(scene)}
            view={room.view}
            onPick={room.clickAt}
            describedBy={`${KEY_SCOPE_ID} ${KEY_HELP_ID}`}
            autoFocus={!dead}
            onFocusChange={setKeysInGame}
          />
          {/* Over the room, not above it: the canvas does not move when the entities arrive. */}
          {!scene.entitiesLoaded && !tacticalError && !dead ? (
            <Spinner label={T.loadingEntities} className="pointer-events-none absolute inset-x-0 bottom-3 mx-auto w-max max-w-[90%] rounded-md bg-abyss/85 px-3 py-1.5 text-sm" />
          ) : null}
          {transitioning ? (
            <p role="status" className="pointer-events-none absolute inset-x-0 top-3 mx-auto w-max max-w-[90%] rounded-md bg-abyss/85 px-3 py-1.5 text-center text-sm font-semibold text-gold-300">
              {T.moving}
            </p>
          ) : null}
        </div>
        <RoomNoticeLine notice={room.notice} />
        {/* Right under the canvas, so a phone shows the room and the thumbs' controls together. */}
        <TouchControls
          manager={manager}
          context={context}
          disabled={dead || transitioning}
          fightDisabled={fightOff}
          cooldowns={cooldowns}
        />
        <RoomTextView scene={scene} self={{ x: hud.x, y: hud.y }} targetId={combat.targetId} bubbles={bubbles} open={textView} onOpenChange={setTextView} />
        {/* The open text view says all this list says; a screen reader should not meet it twice. */}
        {textView ? null : <EntityList scene={scene} self={{ x: hud.x, y: hud.y }} targetId={combat.targetId} bubbles={bubbles} />}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <HotbarButtons
            slots={hotbar}
            disabled={fightOff}
            keyOf={hotbarKey}
            cooldownOf={cooldownOf}
            onUse={performHotbar}
          />
          {chest && !dead ? (
            <Button variant="primary" size="sm" onClick={() => manager.perform('interact', context)} disabled={transitioning} aria-keyshortcuts={boundKey('interact') ?? undefined}>
              <PackageOpen aria-hidden />
              Open {chest.name}
            </Button>
          ) : null}
          {merchant && !dead ? <MerchantTrade crawlerId={crawlerId} crawlerNumber={crawler.id} roomId={scene.roomId} merchantName={merchant.name} disabled={transitioning} /> : null}
        </div>
        {scene.hasStairs ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gold-500/40 bg-gold-900/30 px-3 py-2">
            <p className="text-sm text-gold-200">Stairs lead down to the next floor.</p>
            <Button variant="primary" size="sm" onClick={() => manager.perform('descend', context)} disabled={dead || transitioning}>
              <ArrowDownToLine aria-hidden />
              {T.descend}
            </Button>
          </div>
        ) : null}
        <TacticalLegend />
        <dl className="flex flex-wrap gap-1.5 text-xs">
          <Stat label="Position" value={`${Math.round(feet.x)} ft, ${Math.round(feet.y)} ft`} />
          <Stat label="Speed" value={`${Math.round(walkSpeed(crawler.agility) * 10) / 10} ft/s`} />
          <Stat label="Facing" value={FACING[hud.facing].label} />
          <Stat label="Room" value={roomSizeText(scene)} />
          <Stat label="Weapon range" value={`${weapon.rangeUnits} units (${weapon.name})`} />
          <Stat label="Cooldown" value={cooldownText(cooldownLeft)} />
          <Stat label="Target" value={combat.target ? healthLabel(combat.target) : 'None'} />
        </dl>
        <p id={KEY_HELP_ID} className="text-xs text-ash/80">
          {helpText}
        </p>
        <p id={KEY_SCOPE_ID} className={cn('text-xs', keysInGame ? 'text-gold-300' : 'text-ash/80')}>
          {keysInGame ? KEY_SCOPE_TEXT.inGame : KEY_SCOPE_TEXT.onPage}
        </p>
      </CardContent>
    </>
  );
}

/** Go idle hands the crawler to its standing orders at once; Take control hands it back. */
function OrdersSwitch({ crawlerId, onOrders }: { crawlerId: string; onOrders: boolean }) {
  const { idle, control } = useControlSwitch(crawlerId);
  useOrdersOnLeave(crawlerId, !onOrders);
  const busy = idle.isPending || control.isPending;
  const run = (which: typeof idle) =>
    which.mutate(undefined, { onError: (err) => toastError(`${onOrders ? ORDERS_TEXT.takeControl : ORDERS_TEXT.goIdle} failed: ${errorMessage(err)}`) });
  return onOrders ? (
    <>
      <span role="status" className="flex items-center gap-1 rounded-full border border-gold-400/60 px-2 py-0.5 text-[11px] font-semibold text-gold-300">
        <ScrollText aria-hidden className="size-3" />
        {ORDERS_TEXT.onOrders}
      </span>
      <Button variant="outline" size="sm" onClick={() => run(control)} disabled={busy}>
        <Hand aria-hidden />
        {ORDERS_TEXT.takeControl}
      </Button>
    </>
  ) : (
    <Button variant="secondary" size="sm" onClick={() => run(idle)} disabled={busy} title="Hand the crawler to its standing orders now">
      <Moon aria-hidden />
      {ORDERS_TEXT.goIdle}
    </Button>
  );
}

function LiveBadge({ status, dead }: { status: string; dead: boolean }) {
  if (dead) return null;
  const live = status === 'open';
  return (
    <span
      role="status"
      title={live ? 'Live: the room updates as it happens' : 'Reconnecting: the room refreshes every few seconds meanwhile'}
      className={cn('flex items-center gap-1 rounded-full border px-2 py-0.5 text-[11px] font-semibold', live ? 'border-moss-500/60 text-moss-400' : 'border-ember-400/60 text-ember-400')}
    >
      {live ? <Radio aria-hidden className="size-3" /> : <WifiOff aria-hidden className="size-3" />}
      {live ? 'Live' : 'Reconnecting...'}
    </span>
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
