import { attackRefusalToast, type AttackRefusal } from '#game/combat.ts';
import type { LiveNote } from './live-room.ts';
import type { NewRoomEvent } from './room-events.ts';

// What the player reads about a fight (attack toasts, room events): pure text
// builders from the live room's notes, so the wording is tested in one place.

export interface ToastText {
  title: string;
  description: string;
  variant?: 'default' | 'success' | 'destructive';
}

/** One resolved swing as the 'Attack!' toast describes it. */
export interface SwingOutcome {
  targetName: string;
  hit: boolean;
  critical: boolean;
  damage: number;
  dodged: boolean;
  killed?: boolean;
}

export function swingText(o: SwingOutcome): string {
  if (o.dodged) return `${o.targetName} dodged your attack`;
  if (!o.hit) return `Missed ${o.targetName}`;
  const base = o.critical ? `Critical hit! Hit ${o.targetName} for ${o.damage} damage` : `Hit ${o.targetName} for ${o.damage} damage`;
  return o.killed ? `${base} and defeated it` : base;
}

/** A swing's floating number (canvas/frame.ts DamageFloater): the live room's and the replay's. */
export function swingFloater(o: { onMe: boolean; hit: boolean; critical: boolean; damage: number; dodged: boolean }): { text: string; tone: 'hit' | 'critical' | 'miss' | 'hurt' } {
  const text = o.dodged ? 'Dodge' : o.hit ? `-${o.damage}` : 'Miss';
  const tone = o.onMe && o.hit ? 'hurt' : o.critical ? 'critical' : o.hit ? 'hit' : 'miss';
  return { text, tone };
}

/** 'Attack!' for one swing; 'Area Attack!' when one attack hit several targets. */
export function attackToast(outcomes: readonly SwingOutcome[]): ToastText | null {
  if (outcomes.length === 0) return null;
  if (outcomes.length === 1) return { title: 'Attack!', description: swingText(outcomes[0]!) };
  const hits = outcomes.filter((o) => o.hit);
  const total = hits.reduce((sum, o) => sum + o.damage, 0);
  return { title: 'Area Attack!', description: `Hit ${hits.length} of ${outcomes.length} targets for ${total} damage` };
}

function detailNumber(detail: unknown, key: string): number | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const v = (detail as Record<string, unknown>)[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** The server's refusal of an attack as a toast (the spec's three, plus our room rules). */
export function refusalToast(reason: string, detail: unknown, intent = 'attack'): ToastText {
  if (intent === 'dodge' && reason === 'cooldown') {
    const ms = detailNumber(detail, 'msLeft') ?? 0;
    return { title: 'On Cooldown', description: `Dodge ready in ${(ms / 1000).toFixed(1)}s` };
  }
  let refusal: AttackRefusal | null = null;
  if (reason === 'cooldown') refusal = { ok: false, reason: 'cooldown', msLeft: detailNumber(detail, 'msLeft') ?? 0 };
  else if (reason === 'invalid_target') refusal = { ok: false, reason: 'invalid_target' };
  else if (reason === 'out_of_range') refusal = { ok: false, reason: 'out_of_range', distance: detailNumber(detail, 'distance') ?? 0, range: detailNumber(detail, 'range') ?? 0 };
  if (refusal) return attackRefusalToast(refusal);
  switch (reason) {
    case 'safe_room':
      return { title: 'Safe Room', description: 'No fighting in a safe room' };
    case 'pvp_not_allowed':
      return { title: 'Invalid Target', description: 'Crawlers can only fight each other in PVP rooms' };
    case 'dead':
      return { title: 'Cannot Act', description: 'Your crawler is dead' };
    default:
      return { title: 'Action Refused', description: reason.replace(/_/g, ' ') || 'The server refused the action' };
  }
}

/** Someone else's swing at someone else, as the canvas shows it with a floating number. */
function othersSwingText(note: Extract<LiveNote, { kind: 'attacked' }>): string {
  if (note.dodged) return `${note.targetName} dodged ${note.attackerName}`;
  if (!note.hit) return `${note.attackerName} misses ${note.targetName}`;
  return `${note.attackerName} ${note.critical ? 'critically hits' : 'hits'} ${note.targetName} for ${note.damage} damage`;
}

/**
 * The room-events line for a live note, or null when it is not worth a line (movement ticks, or what
 * the page logs itself: the player's own pick-ups and chests). Everything the canvas shows happening
 * has a line (the log is the canvas in words): every swing (others' at low priority),
 * deaths, arrivals and departures, loot taken, roll-offs lost, chests opened and items spilled,
 * rewards, level-ups.
 */
export function liveNoteEvent(note: LiveNote, at: number): NewRoomEvent | null {
  switch (note.kind) {
    case 'orders':
      return note.message ? { timestamp: at, type: 'status', priority: 'medium', message: note.message } : null;
    case 'attacked': {
      const base = { timestamp: at, type: 'combat' as const, damage: note.damage };
      if (!note.mine && !note.onMe) return { ...base, priority: 'low', message: othersSwingText(note), entityId: note.targetId, entityName: note.targetName };
      if (note.mine) {
        const message = swingText({ targetName: note.targetName, hit: note.hit, critical: note.critical, damage: note.damage, dodged: note.dodged });
        return { ...base, priority: note.critical ? 'high' : 'medium', message, entityId: note.targetId, entityName: note.targetName };
      }
      const message = note.dodged
        ? `You dodged ${note.attackerName}`
        : note.hit
          ? `${note.attackerName} ${note.critical ? 'critically hits' : 'hits'} you for ${note.damage} damage`
          : `${note.attackerName} misses you`;
      return { ...base, priority: note.hit ? 'high' : 'low', message, entityId: note.attackerId, entityName: note.attackerName };
    }
    case 'died':
      return {
        timestamp: at,
        type: 'death',
        priority: 'high',
        message: note.me ? `You were killed by ${note.killerName}` : `${note.name} has been defeated!${note.killerName ? ` (by ${note.killerName})` : ''}`,
        entityId: note.id,
        entityName: note.name,
        killedBy: note.killerName,
        victimType: note.victimType,
      };
    case 'combat':
      return { timestamp: at, type: 'status', priority: note.started ? 'high' : 'medium', message: note.started ? 'Combat started!' : 'Combat ended' };
    case 'reward':
      if (!note.mine) return null;
      return { timestamp: at, type: 'status', priority: 'medium', message: `Gained ${note.xp} XP and ${note.gold} gold` };
    case 'level_up':
      if (!note.mine) return null;
      return { timestamp: at, type: 'status', priority: 'high', message: `Level up! You reached level ${note.level}` };
    case 'left':
      return { timestamp: at, type: 'movement', priority: 'low', message: `${note.name} left the room`, entityId: `crawler-${note.crawlerId}`, entityName: note.name };
    case 'dodge':
      return { timestamp: at, type: 'combat', priority: 'low', message: 'You dodge!' };
    case 'respawned':
      return { timestamp: at, type: 'discovery', priority: 'medium', message: `${note.name} has returned`, entityId: note.id, entityName: note.name };
    case 'picked_up':
      if (note.mine) return null;
      return { timestamp: at, type: 'interaction', priority: 'low', message: `${note.crawlerName} picked up ${note.itemName}`, entityId: `crawler-${note.crawlerId}`, entityName: note.crawlerName };
    case 'lost_roll_off': {
      // The page's own grab only toasts the loss, so the log line comes from here, for everyone.
      const message = `${note.crawlerName} lost the roll-off for ${note.itemName} to ${note.winner}`;
      return { timestamp: at, type: 'interaction', priority: note.mine ? 'medium' : 'low', message, entityId: `crawler-${note.crawlerId}`, entityName: note.crawlerName };
    }
    case 'container_opened':
      if (note.mine) return null;
      return { timestamp: at, type: 'interaction', priority: 'low', message: `${note.crawlerName} opened ${note.chestName}`, entityId: `crawler-${note.crawlerId}`, entityName: note.crawlerName };
    case 'item_dropped':
      return { timestamp: at, type: 'discovery', priority: 'low', message: `${note.itemName} dropped to the floor`, entityName: note.itemName };
    case 'fame':
      // "You gained 12 fame: first to reach floor 3 (fame 40)"; another crawler's fame is news too.
      return note.mine
        ? { timestamp: at, type: 'status', priority: 'high', message: `You ${note.text} (fame ${note.total})` }
        : { timestamp: at, type: 'status', priority: 'low', message: `${note.name} ${note.text}`, entityId: `crawler-${note.crawlerId}`, entityName: note.name };
    default:
      return null;
  }
}
