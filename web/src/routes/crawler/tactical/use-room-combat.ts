import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { attackRefusalToast, canAttack, COOLDOWN_MS, cooldownRemaining } from '#game/combat.ts';
import { dungeonKeys } from '../../../api/dungeon-api.ts';
import { errorMessage } from '../../../api/http.ts';
import { postAttack } from '../../../api/room-api.ts';
import type { RoomSocket } from '../../../api/room-socket.ts';
import { FLOATER_MS, type DamageFloater } from '../../../canvas/frame.ts';
import type { RoomScene } from '../../../canvas/scene.ts';
import { attackToast, refusalToast, swingFloater, type ToastText } from '../../../state/combat-feedback.ts';
import type { LiveNote } from '../../../state/live-room.ts';
import type { RoomSession } from '../../../state/room-session.ts';
import type { RoomCharacter } from '../../../state/tactical-entities.ts';
import { cycleTarget, resolveTarget } from '../../../state/targeting.ts';
import { toast } from '../../../toast/toast-store.ts';
import type { RoomNotice } from './room-notice.tsx';

interface CombatOptions {
  crawlerId: string;
  session: RoomSession<RoomScene>;
  scene: RoomScene | null;
  socket: RoomSocket | null;
  rangeUnits: number;
  /** Sends the player's latest position now, so the server range-checks from where the player is. */
  flushPosition: () => void;
  /** Says why an intent was refused, once, under the room (not a toast per press). */
  refuse: (notice: RoomNotice) => void;
}

function show(t: ToastText): void {
  toast({ title: t.title, description: t.description, variant: t.variant ?? 'default' });
}

/** An attack with nothing targeted (the spec's 'Invalid Target' is for a target that has gone). */
export const NO_TARGET: RoomNotice = { reason: 'attack:no_target', title: 'No Target', description: 'Click a hostile, or cycle targets, to choose one' };

/** A refusal as the notice under the room says it: the spec's title and words, keyed by intent and reason. */
const refusalNotice = (intent: string, reason: string, t: ToastText): RoomNotice => ({ reason: `${intent}:${reason}`, title: t.title, description: t.description });

/**
 * Targeting and attacking: the current target, the attack and dodge cooldowns, the
 * client-side pre-check (game/combat.ts canAttack) for instant feedback, and the intents sent to the
 * server, which decides. Outcomes come back as live notes (toasts and floating numbers).
 */
export function useRoomCombat({ crawlerId, session, scene, socket, rangeUnits, flushPosition, refuse }: CombatOptions) {
  const queryClient = useQueryClient();
  const [targetId, setTargetId] = useState<string | null>(null);
  const [lastAttackAt, setLastAttackAt] = useState<number | null>(null);
  const [lastDodgeAt, setLastDodgeAt] = useState<number | null>(null);
  const [floaters, setFloaters] = useState<readonly DamageFloater[]>([]);
  const latest = useRef({ scene, targetId, lastAttackAt, lastDodgeAt, rangeUnits, socket, seq: 0, floaterSeq: 0 });
  useEffect(() => {
    Object.assign(latest.current, { scene, targetId, lastAttackAt, lastDodgeAt, rangeUnits, socket });
  }, [scene, targetId, lastAttackAt, lastDodgeAt, rangeUnits, socket]);

  const characters = scene?.characters ?? [];
  /** The target while it exists and lives (a dead or departed one is simply no longer targeted). */
  const target = resolveTarget(targetId, characters);

  const select = useCallback((c: RoomCharacter) => {
    setTargetId(c.id);
    latest.current.targetId = c.id;
    toast({ title: 'Target Selected', description: `Targeting ${c.name}` });
  }, []);

  const cycle = useCallback(() => {
    const l = latest.current;
    const next = cycleTarget(l.targetId, l.scene?.characters ?? [], session.position);
    if (next) select(next);
  }, [select, session]);

  const startAttackCooldown = useCallback((at: number) => {
    latest.current.lastAttackAt = at;
    setLastAttackAt(at);
  }, []);

  const attack = useCallback(() => {
    const l = latest.current;
    const now = performance.now();
    if (l.targetId === null) {
      refuse(NO_TARGET);
      return;
    }
    const t = resolveTarget(l.targetId, l.scene?.characters ?? []);
    const check = canAttack({
      nowMs: now,
      lastAttackAt: l.lastAttackAt,
      cooldownMs: COOLDOWN_MS.ROOM_VIEW_ATTACK,
      attacker: session.position,
      target: t,
      rangeUnits: l.rangeUnits,
    });
    if (!check.ok || !t) {
      const refusal = check.ok ? ({ ok: false, reason: 'invalid_target' } as const) : check;
      refuse(refusalNotice('attack', refusal.reason, attackRefusalToast(refusal)));
      return;
    }
    flushPosition();
    startAttackCooldown(now);
    if (l.socket?.send({ type: 'attack', targetId: t.id, seq: ++l.seq })) return;
    // The socket is down: the same intent over HTTP, answered with its outcome.
    postAttack(crawlerId, t.id)
      .then((r) => {
        if (r.success) show(attackToast([{ targetName: t.name, hit: r.hit === true, critical: r.critical === true, damage: r.damage ?? 0, dodged: false, killed: r.killed === true }])!);
        else refuse(refusalNotice('attack', r.reason ?? 'not_applied', refusalToast(r.reason ?? 'not_applied', r.detail)));
        void queryClient.invalidateQueries({ queryKey: dungeonKeys.tactical(crawlerId) });
      })
      .catch((error: unknown) => show({ title: 'Attack Failed', description: errorMessage(error), variant: 'destructive' }));
  }, [crawlerId, flushPosition, queryClient, refuse, session, startAttackCooldown]);

  const dodge = useCallback(() => {
    const l = latest.current;
    const now = performance.now();
    const msLeft = cooldownRemaining(l.lastDodgeAt, COOLDOWN_MS.DODGE, now);
    if (msLeft > 0) {
      refuse(refusalNotice('dodge', 'cooldown', refusalToast('cooldown', { msLeft }, 'dodge')));
      return;
    }
    if (!l.socket?.send({ type: 'dodge', seq: ++l.seq })) {
      refuse({ reason: 'dodge:offline', title: 'Dodge Unavailable', description: 'Reconnecting to the room...' });
      return;
    }
    l.lastDodgeAt = now;
    setLastDodgeAt(now);
  }, [refuse]);

  const addFloaters = useCallback((added: Omit<DamageFloater, 'key' | 'at'>[]) => {
    if (added.length === 0) return;
    const now = performance.now();
    setFloaters((prev) => [...prev.filter((f) => now - f.at < FLOATER_MS), ...added.map((f) => ({ ...f, key: `f${++latest.current.floaterSeq}`, at: now }))]);
  }, []);

  /** What the fight makes of the live notes: toasts for the player's own swings and refusals, numbers for every swing. */
  const onNotes = useCallback(
    (notes: readonly LiveNote[], selfId: string) => {
      const numbers: Omit<DamageFloater, 'key' | 'at'>[] = [];
      for (const note of notes) {
        if (note.kind === 'attacked') {
          const where = latest.current.scene?.characters.find((c) => c.id === note.targetId);
          const fallback = where ? { x: where.x, y: where.y } : undefined;
          const entityId = note.onMe ? selfId : note.targetId;
          numbers.push({ entityId, ...swingFloater(note), ...(fallback ? { fallback } : {}) });
          if (note.mine) {
            const t = attackToast([{ targetName: note.targetName, hit: note.hit, critical: note.critical, damage: note.damage, dodged: note.dodged, killed: note.targetHealth <= 0 }]);
            if (t) show(t);
          }
        } else if (note.kind === 'refused' && (note.intent === 'attack' || note.intent === 'dodge')) {
          refuse(refusalNotice(note.intent, note.reason, refusalToast(note.reason, note.detail, note.intent)));
          if (note.intent === 'attack' && note.reason === 'cooldown') {
            const ms = typeof note.detail === 'object' && note.detail !== null ? Number((note.detail as { msLeft?: unknown }).msLeft) : NaN;
            if (Number.isFinite(ms)) startAttackCooldown(performance.now() - (COOLDOWN_MS.ROOM_VIEW_ATTACK - ms));
          }
        }
      }
      addFloaters(numbers);
    },
    [addFloaters, refuse, startAttackCooldown],
  );

  return { target, targetId: target?.id ?? null, select, cycle, attack, dodge, lastAttackAt, lastDodgeAt, floaters, onNotes };
}
