// A room's environment, name and description, drawn from room-words.ts to fit its type.
import type { Rng } from '../rng.ts';
import {
  DARK_DEPTH_WEIGHT,
  DARK_ENVIRONMENTS,
  ENVIRONMENT_ADJECTIVES,
  ENVIRONMENT_SENTENCES,
  ENVIRONMENT_WEIGHTS,
  ROOM_EPITHETS,
  ROOM_NOUNS,
  TYPE_SENTENCES,
} from './room-words.ts';
import type { Environment, RoomType } from './vocabulary.ts';

/** Name patterns and their weights: 'Gilded Vault', 'Gilded Vault of the Rat King', '... of the Gnawing Syndicate'. */
export const NAME_PATTERN_WEIGHTS = { plain: 45, epithet: 45, faction: 10 } as const;
/** Draws before a floor accepts a repeated room name. */
export const NAME_TRIES = 4;

/** An environment fitting the type; dark environments grow likelier with depth. */
export function pickEnvironment(rng: Rng, type: RoomType, floor: number): Environment {
  const depthBonus = 1 + DARK_DEPTH_WEIGHT * (floor - 1);
  const weights = ENVIRONMENT_WEIGHTS[type].map(
    ([env, w]) => [env, (DARK_ENVIRONMENTS as readonly Environment[]).includes(env) ? w * depthBonus : w] as const,
  );
  return rng.weighted(weights);
}

function drawName(rng: Rng, type: RoomType, environment: Environment, factionName: string | null): string {
  const base = `${rng.pick(ENVIRONMENT_ADJECTIVES[environment])} ${rng.pick(ROOM_NOUNS[type])}`;
  const pattern = rng.weighted([
    ['plain', NAME_PATTERN_WEIGHTS.plain],
    ['epithet', NAME_PATTERN_WEIGHTS.epithet],
    ['faction', factionName === null ? 0 : NAME_PATTERN_WEIGHTS.faction],
  ] as const);
  if (pattern === 'plain') return base;
  if (pattern === 'faction' && factionName !== null) return `${base} of ${factionName.replace(/^The /, 'the ')}`;
  return `${base} of ${rng.pick(ROOM_EPITHETS)}`;
}

/**
 * A flavourful room name such as 'Gilded Vault of the Rat King'. Names already in `taken` are
 * redrawn a few times; the chosen name is added to it.
 */
export function roomName(rng: Rng, type: RoomType, environment: Environment, factionName: string | null, taken: Set<string>): string {
  let name = drawName(rng, type, environment, factionName);
  for (let i = 1; i < NAME_TRIES && taken.has(name); i++) name = drawName(rng, type, environment, factionName);
  taken.add(name);
  return name;
}

/** Two sentences: what the place looks like, then what the room is for. */
export function roomDescription(rng: Rng, type: RoomType, environment: Environment): string {
  return `${rng.pick(ENVIRONMENT_SENTENCES[environment])} ${rng.pick(TYPE_SENTENCES[type])}`;
}
