import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Crawler } from '#contract/crawler.ts';
import { POLL, type CurrentRoom, type MoveDirection } from '#contract/dungeon.ts';
import type { Item } from '#contract/crawler.ts';
import { ErrorCode } from '#contract/error-codes.ts';
import { weaponRangeUnits } from '#game/combat.ts';
import type { HotbarUse } from '../../../actions/room-actions.ts';
import { crawlerQueryKey, crawlersQueryKey } from '../../../api/crawler-api.ts';
import { dungeonKeys } from '../../../api/dungeon-api.ts';
import { fetchGroundItems, GROUND_ITEMS_STALE_MS, groundItemsQueryKey } from '../../../api/room-api.ts';
import { EMPTY_COMBAT_VIEW, type RoomCombatView } from '../../../canvas/frame.ts';
import { buildScene } from '../../../canvas/scene.ts';
import { liveNoteEvent } from '../../../state/combat-feedback.ts';
import { useCreditsChanged } from '../../../state/credits.ts';
import { crawlerPageLoadoutQuery } from '../../../state/loadout-query.ts';
import { crawlerEntityKey, liveTacticalData, type LiveNote } from '../../../state/live-room.ts';
import { initialSpeech, speechBubbles, startedSpeaking, updateSpeech } from '../../../state/npc-speech.ts';
import { chestInReach } from '../../../state/pickup-sweep.ts';
import { tacticalQuery, useMoveCrawler } from '../../../state/room-queries.ts';
import { isTargetable } from '../../../state/targeting.ts';
import { useOrders } from '../../../state/standing-orders.ts';
import { ordersQueryKey } from '../../../api/orders-api.ts';
import { useRoomEventsDispatch } from '../events/room-events-context.ts';
import { useLiveRoom } from './use-live-room.ts';
import { usePickups } from './use-pickups.ts';
import { usePositionReports } from './use-position-reports.ts';
import { useRoomCombat } from './use-room-combat.ts';
import { useRoomNotice } from './room-notice.tsx';
import { NO_FIGHT, useRoomSession, type FightContext } from './use-room-session.ts';

/** A fresh snapshot is asked for at most this often (another crawler joined, the server lost us). */
const REJOIN_GAP_MS = 400;

export interface TacticalRoomOptions {
  crawler: Crawler;
  crawlerId: string;
  currentRoom: UseQueryResult<CurrentRoom>;
  ready: boolean;
}

/** The weapon the server swings: the equipped one, or bare hands. */
export function wieldedWeapon(equipped: Item | null | undefined): { name: string; rangeUnits: number; item: Item | null } {
  if (equipped?.weapon) return { name: equipped.name, rangeUnits: weaponRangeUnits(equipped.weapon), item: equipped };
  return { name: 'Unarmed', rangeUnits: weaponRangeUnits(null), item: null };
}

/**
 * The live, fighting tactical room: the socket's room model (falling back to the polls while it is
 * down), the scene built from it, walking with position reports, targeting and attacks, pick-ups,
 * chests and NPC speech, and what all of that shows.
 */
export function useTacticalRoom({ crawler, crawlerId, currentRoom, ready }: TacticalRoomOptions) {
  const queryClient = useQueryClient();
  const dispatch = useRoomEventsDispatch();
  const { live, status, socket, notesRef } = useLiveRoom(crawler.id, crawler.isAlive);
  const dead = !crawler.isAlive || live.dead;
  const liveOpen = status === 'open';

  const room = currentRoom.data;
  const roomId = room?.room.id ?? null;
  // While the socket is down the spec's poll keeps the entities fresh.
  const tactical = useQuery({ ...tacticalQuery(crawlerId), enabled: ready, refetchInterval: liveOpen || dead ? false : POLL.currentRoomMs });
  const groundItems = useQuery({
    queryKey: groundItemsQueryKey(crawlerId, roomId ?? 0),
    queryFn: ({ signal }) => fetchGroundItems(roomId ?? 0, signal),
    enabled: ready && roomId !== null && !dead,
    staleTime: GROUND_ITEMS_STALE_MS,
    retry: false,
  });
  const loadout = useQuery({ ...crawlerPageLoadoutQuery(crawlerId), enabled: !dead });

  // The live model while the socket is up (or frozen at death); otherwise the polled entities.
  const showLive = live.roomId !== null && live.roomId === roomId && (liveOpen || dead);
  const liveRoomId = live.roomId;
  const liveEntities = live.entities;
  const liveData = useMemo(() => (showLive ? liveTacticalData({ roomId: liveRoomId, entities: liveEntities }) : null), [showLive, liveRoomId, liveEntities]);
  const entities = liveData ?? tactical.data;
  const scene = useMemo(
    () => (room ? buildScene(room, entities, { name: crawler.name, crawlerId: crawler.id }, groundItems.data) : null),
    [room, entities, crawler.name, crawler.id, groundItems.data],
  );

  const weapon = wieldedWeapon(loadout.data?.equipped.weapon);
  const hotbar = useMemo(() => {
    const h = loadout.data?.hotbar;
    return h ? h.slots.slice(0, h.visibleCount) : [];
  }, [loadout.data?.hotbar]);

  const { move: moveOnly } = useMoveCrawler(crawlerId);
  // Fame pays the sponsor credits as it is committed: the header's balance reads again.
  const creditsChanged = useCreditsChanged();
  // Fame a move earned (a first visit, the first arrival on a floor) is committed with it: logged here,
  // under the next room's entry line (the log starts afresh in each room).
  const move = useCallback(
    async (direction: MoveDirection) => {
      const response = await moveOnly(direction);
      if (response) {
        for (const f of response.fame ?? []) {
          dispatch({ type: 'add-for-room', roomId: response.newRoom.id, event: { timestamp: Date.now(), type: 'status', priority: 'high', message: `You ${f.text} (fame ${f.total})` } });
        }
        if (response.fame?.length) creditsChanged();
      }
      return response;
    },
    [moveOnly, dispatch, creditsChanged],
  );
  const fight = useRef<FightContext>(NO_FIGHT);
  const beforeMoveRef = useRef<(at: { x: number; y: number }, roomId: number) => void>(() => {});
  const beforeMove = useCallback((at: { x: number; y: number }, id: number) => beforeMoveRef.current(at, id), []);
  const { session, hud, manager, context, clickAt } = useRoomSession({
    crawlerId,
    move,
    scene,
    serverPosition: room?.position ?? null,
    agility: crawler.agility,
    canAct: !dead,
    fight,
    beforeMove,
  });

  const positions = usePositionReports({ crawlerId, session, socket, active: !dead });
  useEffect(() => {
    beforeMoveRef.current = positions.beforeMove;
  }, [positions.beforeMove]);
  const { enteredRoom } = positions;
  useEffect(() => {
    if (hud.roomId !== null) enteredRoom(hud.roomId);
  }, [hud.roomId, enteredRoom]);

  const notice = useRoomNotice();
  const combat = useRoomCombat({ crawlerId, session, scene: hud.scene, socket, rangeUnits: weapon.rangeUnits, flushPosition: positions.flush, refuse: notice.say });
  const pickups = usePickups({
    crawlerId,
    crawlerNumber: crawler.id,
    scene: hud.scene,
    groundItems: groundItems.data,
    throttle: positions.throttle,
    serverSelf: showLive && live.self && live.roomId !== null ? { roomId: live.roomId, x: live.self.x, y: live.self.y } : null,
    flushPosition: positions.flush,
    active: !dead && ready,
    dispatch,
  });

  const shown = hud.scene;
  const roomFeet = shown ? { widthFeet: shown.widthFeet, heightFeet: shown.heightFeet } : null;
  const here = { x: hud.x, y: hud.y };
  const chest = shown && roomFeet && !dead ? chestInReach(here, shown.loot, roomFeet) : null;

  // NPC speech: derived from where the player stands; history kept across renders.
  const [speech, setSpeech] = useState(initialSpeech);
  const nextSpeech = shown && roomFeet ? updateSpeech(speech, here, shown.characters, roomFeet) : speech;
  if (nextSpeech !== speech) setSpeech(nextSpeech);
  const bubbles = useMemo(() => (shown ? speechBubbles(nextSpeech, shown.characters, shown.type) : []), [nextSpeech, shown]);
  // What an NPC starts saying goes in the log too (the log is the canvas in words).
  const spokenRef = useRef(initialSpeech);
  useEffect(() => {
    const said = startedSpeaking(spokenRef.current, speech, shown?.characters ?? [], shown?.type);
    spokenRef.current = speech;
    for (const b of said) dispatch({ type: 'add', event: { timestamp: Date.now(), type: 'interaction', priority: 'low', message: `${b.name} says: ${b.text}`, entityId: b.id, entityName: b.name } });
  }, [speech, shown, dispatch]);

  const selfId = crawlerEntityKey(crawler.id);
  const liveSelf = showLive ? live.self : null;
  const selfHealth = liveSelf ? { health: liveSelf.health, maxHealth: liveSelf.maxHealth } : { health: crawler.health, maxHealth: crawler.maxHealth };

  // On standing orders the server walks the crawler: the page stands where the server has
  // it while the sponsor's keys are still. Their first step takes control back (the server sees it).
  const onOrders = useOrders(crawlerId, !dead).data?.control === 'orders';
  const { correctTo: followTo } = positions;
  useEffect(() => {
    if (!onOrders || !liveSelf) return;
    const input = session.input();
    if (input.dx !== 0 || input.dy !== 0) return;
    if (Math.hypot(liveSelf.x - session.position.x, liveSelf.y - session.position.y) > 0.5) followTo(liveSelf.x, liveSelf.y);
  }, [onOrders, liveSelf, session, followTo]);

  // The canvas reads the fight's view every frame.
  const view = useRef<RoomCombatView>(EMPTY_COMBAT_VIEW);
  useEffect(() => {
    view.current = {
      targetId: combat.targetId,
      rangeUnits: weapon.rangeUnits,
      selfId,
      selfHealth,
      speech: bubbles,
      floaters: combat.floaters,
      dead,
    };
  });

  // The actions' fighting half.
  const { open } = pickups;
  const resting = crawler.status === 'resting';
  const { say } = notice;
  useEffect(() => {
    fight.current = {
      canWalk: !resting,
      refuseWalk: () => {
        if (!resting) return;
        say({ reason: 'walk:resting', title: 'Resting', description: `${crawler.name} is recovering and cannot move until rested: the rest ends by itself once its health is full.` });
        // The rest may have ended since the page last looked: the next press sees the fresh status.
        void queryClient.invalidateQueries({ queryKey: crawlerQueryKey(crawlerId), exact: true });
      },
      canFight: !dead && shown !== null,
      hasHostiles: (shown?.characters ?? []).some((c) => c.kind === 'mob' && c.disposition === 'hostile' && c.isAlive),
      canInteract: chest !== null,
      attack: combat.attack,
      cycleTarget: combat.cycle,
      dodge: combat.dodge,
      interact: () => {
        if (chest) void open(chest, session.position);
      },
      hotbarAction: (hotkey: string): HotbarUse | null => (hotbar.find((s) => s.hotkey === hotkey)?.actionId as HotbarUse | undefined) ?? null,
      selectAt: (pick) => {
        if (!shown) return;
        if (pick.kind === 'character') {
          const c = shown.characters.find((ch) => ch.id === pick.id);
          if (c && isTargetable(c)) combat.select(c);
          else if (c?.kind === 'npc') dispatch({ type: 'add', event: { timestamp: Date.now(), type: 'interaction', priority: 'low', message: `${c.name} is not someone to fight`, entityId: c.id, entityName: c.name } });
          return;
        }
        const loot = shown.loot.find((l) => l.id === pick.id);
        if (!loot) return;
        if (loot.isContainer) {
          const near = roomFeet ? chestInReach(session.position, [loot], roomFeet) : null;
          if (near) void open(loot, session.position);
          else dispatch({ type: 'add', event: { timestamp: Date.now(), type: 'interaction', priority: 'low', message: `${loot.name} is too far away to open: walk within 15 ft`, entityId: loot.id, entityName: loot.name } });
        } else {
          dispatch({ type: 'add', event: { timestamp: Date.now(), type: 'interaction', priority: 'low', message: `Walk over to ${loot.name} to pick it up`, entityId: loot.id, entityName: loot.name } });
        }
      },
    };
  });

  // What the live notes mean for the page: the log, the caches, the session, the socket.
  const rejoinAt = useRef(0);
  const knownPlayers = useRef<{ roomId: number | null; ids: Set<string> }>({ roomId: null, ids: new Set() });
  const rejoin = useCallback(() => {
    const now = performance.now();
    if (now - rejoinAt.current < REJOIN_GAP_MS) {
      window.setTimeout(() => socket?.rejoin(), REJOIN_GAP_MS);
      return;
    }
    rejoinAt.current = now;
    socket?.rejoin();
  }, [socket]);

  const onCombatNotes = combat.onNotes;
  const { correctTo } = positions;
  useEffect(() => {
    notesRef.current = (notes: LiveNote[]) => {
      const at = Date.now();
      onCombatNotes(notes, selfId);
      let refreshCrawler = false;
      for (const note of notes) {
        const line = liveNoteEvent(note, at);
        if (line) dispatch({ type: 'add', event: line });
        switch (note.kind) {
          case 'snapshot': {
            // Stand where the server has us when not walking (a reconnect or the first join).
            const input = session.input();
            const room = session.room;
            if (room && room.roomId === note.roomId && input.dx === 0 && input.dy === 0 && Math.hypot(note.self.x - session.position.x, note.self.y - session.position.y) > 1) {
              correctTo(note.self.x, note.self.y);
            }
            break;
          }
          case 'correction':
            correctTo(note.x, note.y);
            break;
          case 'attacked':
            if (note.onMe) queryClient.setQueryData<Crawler>(crawlerQueryKey(crawlerId), (c) => (c ? { ...c, health: Math.max(0, note.targetHealth) } : c));
            break;
          case 'died':
            if (note.me) refreshCrawler = true;
            break;
          case 'reward':
          case 'level_up':
            if (note.mine) refreshCrawler = true;
            break;
          case 'fame':
            if (note.mine) {
              refreshCrawler = true;
              creditsChanged();
            }
            break;
          case 'joined':
            rejoin();
            break;
          case 'orders':
            if (note.mine) {
              void queryClient.invalidateQueries({ queryKey: ordersQueryKey(crawlerId) });
              refreshCrawler = true;
            }
            break;
          case 'picked_up':
          case 'container_opened':
          case 'item_dropped':
            if (roomId !== null) void queryClient.invalidateQueries({ queryKey: groundItemsQueryKey(crawlerId, roomId) });
            void queryClient.invalidateQueries({ queryKey: dungeonKeys.tactical(crawlerId) });
            break;
          case 'left_room':
            if (note.reason === 'died' || note.reason === 'retired') refreshCrawler = true;
            else {
              // Walked out (this page's move or another's): follow into the next room.
              rejoin();
              void queryClient.invalidateQueries({ queryKey: dungeonKeys.currentRoom(crawlerId) });
            }
            break;
          case 'error':
            if (note.code === ErrorCode.crawlerDead) refreshCrawler = true;
            else if (note.code === ErrorCode.notInRoom || note.code === ErrorCode.notJoined || note.code === ErrorCode.wrongRoom) rejoin();
            else console.warn('Live room error', note.code, note.error);
            break;
          case 'unhandled_event':
            console.warn('Unhandled room event', note.type);
            break;
          default:
            break;
        }
      }
      if (refreshCrawler) {
        void queryClient.invalidateQueries({ queryKey: crawlerQueryKey(crawlerId), exact: true });
        void queryClient.invalidateQueries({ queryKey: crawlersQueryKey });
      }
    };
  });

  // Other crawlers arriving after the first snapshot of a room get a line in the log.
  const players = useMemo(() => (shown?.characters ?? []).filter((c) => c.kind === 'player'), [shown]);
  useEffect(() => {
    if (!shown || !liveData) return;
    const known = knownPlayers.current;
    const ids = new Set(players.map((p) => p.id));
    if (known.roomId === shown.roomId) {
      for (const p of players) {
        if (!known.ids.has(p.id)) dispatch({ type: 'add', event: { timestamp: Date.now(), type: 'movement', priority: 'medium', message: `${p.name} entered the room`, entityId: p.id, entityName: p.name } });
      }
    }
    knownPlayers.current = { roomId: shown.roomId, ids };
  }, [players, shown, liveData, dispatch]);

  return {
    scene: shown,
    hud,
    session,
    manager,
    context,
    clickAt,
    view,
    dead,
    liveStatus: status,
    tactical,
    loadout,
    weapon,
    hotbar,
    combat,
    chest,
    bubbles,
    selfHealth,
    onOrders,
    notice: notice.notice,
  };
}
