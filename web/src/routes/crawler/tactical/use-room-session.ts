import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import type { MoveDirection, MoveResponse } from '#contract/dungeon.ts';
import { createRoomActionManager, type HotbarUse, type PointerPick, type RoomActionContext } from '../../../actions/room-actions.ts';
import { sceneObstacles, type RoomScene } from '../../../canvas/scene.ts';
import { rememberMoveDirection } from '../../../state/move-direction.ts';
import { useKeyBindings } from '../../../state/key-bindings.ts';
import { RoomSession, type SessionHud } from '../../../state/room-session.ts';

export interface RoomSessionOptions {
  crawlerId: string;
  move: (direction: MoveDirection) => Promise<MoveResponse | false>;
  scene: RoomScene | null;
  serverPosition: { x: number; y: number } | null;
  agility: number;
  canAct: boolean;
  /** The fight's side of the action context (kept current by the page). */
  fight: RefObject<FightContext>;
  /** Right before a move: the last position in the old room, to report (forced). */
  beforeMove?: (at: { x: number; y: number }, roomId: number) => void;
}

/** What the fighting half of the page lends the actions. */
export interface FightContext {
  canFight: boolean;
  hasHostiles: boolean;
  canInteract: boolean;
  attack(): void;
  cycleTarget(): void;
  dodge(): void;
  interact(): void;
  hotbarAction(hotkey: string): HotbarUse | null;
  selectAt(pick: PointerPick): void;
}

export const NO_FIGHT: FightContext = {
  canFight: false,
  hasHostiles: false,
  canInteract: false,
  attack: () => {},
  cycleTarget: () => {},
  dodge: () => {},
  interact: () => {},
  hotbarAction: () => null,
  selectAt: () => {},
};

export type RoomSessionHud = SessionHud & { scene: RoomScene | null };

/** The directions the session may move in: the doors, plus 'down' where stairs are. */
export function sceneDirections(scene: RoomScene): string[] {
  return scene.hasStairs ? [...scene.doors, 'down'] : [...scene.doors];
}

/**
 * One RoomSession per crawler page: feeds it the server's room, binds the keyboard through the
 * action dispatcher, and exposes the HUD (position, facing, phase, the room on screen) to React.
 */
export function useRoomSession({ crawlerId, move, scene, serverPosition, agility, canAct, fight, beforeMove }: RoomSessionOptions) {
  const [session] = useState(() => new RoomSession<RoomScene>());
  useEffect(() => {
    session.connect({
      move: async (direction) => {
        const response = await move(direction);
        return response ? { ok: true, newRoomId: response.newRoom.id, entry: response.entry } : { ok: false };
      },
      rememberDirection: (direction) => rememberMoveDirection(crawlerId, direction),
      beforeMove: (_direction, at, roomId) => beforeMove?.(at, roomId),
    });
  }, [session, move, crawlerId, beforeMove]);

  useEffect(() => {
    session.configure({ agility, canAct });
  }, [session, agility, canAct]);

  const x = serverPosition?.x;
  const y = serverPosition?.y;
  useEffect(() => {
    if (!scene || x === undefined || y === undefined) return;
    session.setRoom(
      { roomId: scene.roomId, obstacles: sceneObstacles(scene), availableDirections: sceneDirections(scene), widthFeet: scene.widthFeet, heightFeet: scene.heightFeet, scene, movers: scene.characters },
      { x, y },
      performance.now(),
    );
  }, [session, scene, x, y]);

  const hud = useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => session.hud(),
    () => session.hud(),
  );

  // The account's keys (fetched once per session, cached); the defaults until they arrive.
  const bindings = useKeyBindings().data?.bindings;
  const manager = useMemo(() => createRoomActionManager(bindings), [bindings]);
  const pointer = useRef<PointerPick | null>(null);
  const context = useMemo(
    () =>
      ({
        get canWalk() {
          return session.canAct && session.room !== null && !session.isTransitioning;
        },
        get canDescend() {
          return session.canAct && Boolean(session.room?.availableDirections.includes('down')) && !session.isTransitioning;
        },
        setHeld: (direction, held) => session.setHeld(direction, held),
        toggleGrid: () => session.toggleGrid(),
        move: (direction) => {
          session.requestMove(direction, performance.now());
        },
        get canFight() {
          return session.canAct && session.room !== null && !session.isTransitioning && fight.current.canFight;
        },
        get hasHostiles() {
          return fight.current.hasHostiles;
        },
        get canInteract() {
          return fight.current.canInteract;
        },
        attack: () => fight.current.attack(),
        cycleTarget: () => fight.current.cycleTarget(),
        dodge: () => fight.current.dodge(),
        interact: () => fight.current.interact(),
        hotbarAction: (hotkey) => fight.current.hotbarAction(hotkey),
        get pointer() {
          return pointer.current;
        },
        selectAtPointer: () => {
          if (pointer.current) fight.current.selectAt(pointer.current);
        },
      }) satisfies RoomActionContext,
    [session, fight, pointer],
  );

  useEffect(() => {
    const down = (event: KeyboardEvent) => manager.handleKeyDown(event, context);
    const up = (event: KeyboardEvent) => manager.handleKeyUp(event, context);
    const release = () => {
      manager.releaseAll(context);
      session.releaseAll();
    };
    const hidden = () => {
      if (document.visibilityState !== 'visible') release();
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', release);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', release);
      document.removeEventListener('visibilitychange', hidden);
      release();
    };
  }, [manager, context, session]);

  /** A click on the canvas: what is under it is targeted (or opened) through the dispatcher. */
  const clickAt = useCallback(
    (pick: PointerPick) => {
      pointer.current = pick;
      manager.perform('selectAtPointer', context);
      pointer.current = null;
    },
    [manager, context],
  );

  const shown: RoomSessionHud = { ...hud, scene: session.room?.scene ?? null };
  return { session, hud: shown, manager, context, clickAt };
}
