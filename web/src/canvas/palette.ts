import type { Disposition } from '#game/dungeon/vocabulary.ts';

// Canvas colours, matched to the Tailwind @theme in styles.css. Every kind of thing also has its own
// shape, so nothing depends on colour alone.

export const INK = {
  abyss: '#0c0a08',
  crypt: '#15120f',
  vault: '#1e1a16',
  rubble: '#2f2822',
  flagstone: '#453b32',
  ash: '#9a9084',
  bone: '#ece4d6',
  gold: '#e4aa2b',
  goldLight: '#f2cd66',
  blood: '#c2362b',
  bloodLight: '#f08a80',
  moss: '#3fa34d',
  mossLight: '#6fcf72',
  ember: '#f59e0b',
  sky: '#5aa9e6',
  violet: '#a78bfa',
} as const;

/** Floor colour per room environment (spec 3 environments); unknown ones use stone. */
export const FLOOR_COLOUR: Record<string, string> = {
  stone_chamber: '#2a241e',
  forest_clearing: '#1f2a1b',
  dungeon_corridor: '#24201c',
  golden_chamber: '#2f2717',
  peaceful_chamber: '#1d2624',
  dark_chamber: '#16130f',
  indoor: '#2b2520',
  outdoor: '#222a1e',
  underground: '#1e1b18',
  stone: '#28231e',
};

export function floorColour(environment: string): string {
  return FLOOR_COLOUR[environment] ?? FLOOR_COLOUR.stone ?? INK.vault;
}

export const DISPOSITION_COLOUR: Record<Disposition, string> = {
  hostile: INK.blood,
  neutral: INK.ember,
  friendly: INK.moss,
};

export const RARITY_COLOUR: Record<string, string> = {
  common: '#cfc6b8',
  uncommon: INK.mossLight,
  rare: INK.sky,
  epic: INK.violet,
  legendary: INK.ember,
};
