// NPCs: who they are and what they say (speech bubbles within 15 ft, role-specific lines
// for merchant, guard, quest giver and repair NPCs).
import type { Rng } from '../rng.ts';
import type { NpcRole } from './vocabulary.ts';

export const NPC_TITLES: Record<NpcRole, readonly string[]> = {
  merchant: ['Peddler', 'Trader', 'Quartermaster', 'Vendor', 'Haggler'],
  guard: ['Sergeant', 'Warden', 'Sentry', 'Constable', 'Gatekeeper'],
  quest_giver: ['Elder', 'Recruiter', 'Middle Manager', 'Hermit', 'Oracle'],
  repair: ['Smith', 'Tinker', 'Mender', 'Armourer', 'Fixer'],
};

export const NPC_FIRST_NAMES = [
  'Brindle', 'Ottokar', 'Marguerite', 'Fennimore', 'Ysolde', 'Grub', 'Hesper', 'Tobiah', 'Nim', 'Agnes',
  'Bartleby', 'Corwin', 'Dagny', 'Elspeth', 'Fitch', 'Gunnar', 'Hollis', 'Ines', 'Jory', 'Kestrel',
] as const;

export const NPC_SPEECH: Record<NpcRole, readonly string[]> = {
  merchant: [
    'Finest gear on this floor! Also the only gear on this floor.',
    'Everything must go. Mostly because the last owner did.',
    'Prices include a small convenience fee. And a large one.',
    'No refunds, no returns, no questions about where it came from.',
    'Ah, a customer with a pulse! My favourite kind.',
    'Buy two potions, get the second at full price.',
  ],
  guard: [
    'Keep your weapon sheathed in here, crawler.',
    'Nothing gets past this door. Well, nothing with claws.',
    'Move along. The monsters are that way.',
    'I have been standing here since the last season. Nobody told me to stop.',
    'Trouble in this room and you answer to me.',
    'Sponsors pay me to watch. So I watch.',
  ],
  quest_giver: [
    'You there! You look expendable. I have a job for you.',
    'Bring me proof the boss below is dead and you will be well paid.',
    'Something has been stealing our supply crates. Find out what.',
    'The faction next door owes me money. Go and remind them.',
    'Legends speak of a vault on this floor. Legends exaggerate, but still.',
    'I would go myself, but I have a meeting.',
  ],
  repair: [
    'Dented armour? Cracked blade? I fix it all, eventually.',
    'Hand it over. Hmm. Who did this to you, and did they survive?',
    'Good as new, or at least as good as used.',
    'I do not do miracles, but I do discounts on rust removal.',
    'Keep your edge sharp and your receipts sharper.',
    'Another one back from the deep end. Let us see the damage.',
  ],
};

/** A display name such as 'Quartermaster Brindle', distinct from `taken` when it can be. */
export function npcName(rng: Rng, role: NpcRole, taken: ReadonlySet<string>): string {
  let name = `${rng.pick(NPC_TITLES[role])} ${rng.pick(NPC_FIRST_NAMES)}`;
  for (let i = 0; i < NPC_FIRST_NAMES.length && taken.has(name); i++) name = `${rng.pick(NPC_TITLES[role])} ${rng.pick(NPC_FIRST_NAMES)}`;
  return name;
}

/**
 * What the guard of a floor's entrance says instead of its role's lines: it is the first NPC every
 * newcomer meets, so it tells how to move and fight, that rooms get harder away from the entrance,
 * and that safe rooms heal. Keys are named as the defaults, since an account may rebind them.
 */
export const ENTRANCE_GUARD_HINTS: readonly string[] = [
  'New down here? Walk with W A S D or the arrow keys, or hold the D-pad on a phone.',
  'The further a room is from this entrance, the nastier whatever lives in it.',
  'Hurt? Rest in a safe room like this one and your wounds close.',
  'Pick a target with Tab or a tap, then Space to strike. Then wait for your arm to recover.',
  'Walk over loot to pick it up. Chests open with E when you stand beside them.',
  'Your sponsor pays for results, not for heroics. Come back alive.',
];

/** Whether an NPC speaks the entrance hints: the guard of an entrance room. */
export function givesHints(role: NpcRole, roomType: string | undefined): boolean {
  return role === 'guard' && roomType === 'entrance';
}

/** The lines an NPC says, in a fixed order: its role's, or the hints for the entrance guard. */
export function speechLines(role: NpcRole, roomType?: string): readonly string[] {
  return givesHints(role, roomType) ? ENTRANCE_GUARD_HINTS : NPC_SPEECH[role];
}

/**
 * One line the NPC says; a client passes its own counter or a seeded rng draw as `index`, and the
 * room's type (where the NPC stands decides whether it gives hints).
 */
export function speechLine(role: NpcRole, index: number, roomType?: string): string {
  const lines = speechLines(role, roomType);
  const n = Number.isFinite(index) ? Math.trunc(index) : 0;
  const i = ((n % lines.length) + lines.length) % lines.length;
  return lines[i]!;
}
