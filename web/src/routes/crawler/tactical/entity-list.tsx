import { Link } from 'react-router';
import type { SpeechBubble } from '../../../state/npc-speech.ts';
import type { RoomScene } from '../../../canvas/scene.ts';
import { feetBetween } from '../../../state/pickup-sweep.ts';
import type { RoomCharacter } from '../../../state/tactical-entities.ts';
import { healthLabel } from '../../../state/targeting.ts';

const KIND_TEXT = (c: RoomCharacter): string => {
  if (c.kind === 'player') return 'crawler';
  if (c.kind === 'npc') return c.role ? `NPC, ${c.role.replace(/_/g, ' ')}` : 'NPC';
  return c.isBoss ? `${c.disposition} boss` : c.disposition;
};

/** One line per thing in the room, e.g. 'Goblin 12/28 HP, hostile, 14 ft away, targeted'. */
export function entityLine(c: RoomCharacter, self: { x: number; y: number }, scene: Pick<RoomScene, 'widthFeet' | 'heightFeet'>, targetId: string | null, says?: string): string {
  const parts = [healthLabel(c), KIND_TEXT(c), `${Math.round(feetBetween(self, c, scene))} ft away`];
  if (c.id === targetId) parts.push('targeted');
  if (says) parts.push(`says: ${says}`);
  return parts.join(', ');
}

/** Another crawler's id ('crawler-7' -> 7), to watch it; null for anything else. */
function otherCrawlerId(c: RoomCharacter): number | null {
  const m = c.kind === 'player' ? /^crawler-(\d+)$/.exec(c.id) : null;
  return m ? Number(m[1]) : null;
}

/**
 * What the canvas shows, as text (for screen readers and tests): creatures, NPCs (with what they
 * say), other crawlers and loot, each with health and distance. Visually hidden; not a live region
 * (it changes at the server's tick rate); the events log announces what matters.
 */
export function EntityList({ scene, self, targetId, bubbles }: { scene: RoomScene; self: { x: number; y: number }; targetId: string | null; bubbles: readonly SpeechBubble[] }) {
  const characters = scene.characters.filter((c) => c.isAlive);
  return (
    // Visually hidden until a keyboard user tabs to one of its Watch links: then it shows, so the focus is visible.
    <div className="sr-only focus-within:not-sr-only focus-within:mt-2 focus-within:block focus-within:rounded-md focus-within:bg-abyss/80 focus-within:p-2 focus-within:text-sm focus-within:text-bone">
      <h3 id="entities-heading">Entities in room</h3>
      <ul aria-labelledby="entities-heading">
        {characters.length === 0 && scene.loot.length === 0 ? <li>Nothing else is here</li> : null}
        {characters.map((c) => {
          const other = otherCrawlerId(c);
          return (
            <li key={c.id} data-entity-id={c.id}>
              {entityLine(c, self, scene, targetId, bubbles.find((b) => b.id === c.id)?.text)}
              {other !== null ? (
                <>
                  {' '}
                  <Link to={`/watch/${other}`} className="rounded-sm underline focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none">
                    Watch {c.name}
                  </Link>
                </>
              ) : null}
            </li>
          );
        })}
        {scene.loot.map((l) => (
          <li key={l.id} data-entity-id={l.id}>
            {l.name}, {l.isContainer ? 'chest' : 'item'}, {Math.round(feetBetween(self, l, scene))} ft away
          </li>
        ))}
      </ul>
    </div>
  );
}
