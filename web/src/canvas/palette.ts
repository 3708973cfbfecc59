import type { Palette } from '#contract/display-settings.ts';
import type { Disposition } from '#game/dungeon/vocabulary.ts';

// Canvas and map colours, matched to the Tailwind @theme in styles.css (the colour-blind-safe set to
// its html[data-palette] block). Every kind of thing also has its own shape (marks.ts), so nothing
// depends on colour alone; the second palette only makes the colours easier to tell apart too.

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

/**
 * Okabe & Ito's eight colours (2008), chosen to stay apart under protanopia, deuteranopia and
 * tritanopia; the light variants keep 4.5:1 on the dark label pills.
 */
export const OKABE_ITO = {
  orange: '#e69f00',
  skyBlue: '#56b4e9',
  bluishGreen: '#009e73',
  yellow: '#f0e442',
  blue: '#0072b2',
  vermillion: '#d55e00',
  reddishPurple: '#cc79a7',
  vermillionLight: '#ff8f4a',
  reddishPurpleLight: '#e9a3c9',
} as const;

/** What a colour means on the canvas and the map; each palette gives every meaning one colour. */
export interface CanvasPalette {
  name: Palette;
  hostile: string;
  hostileLabel: string;
  neutral: string;
  neutralLabel: string;
  friendly: string;
  npc: string;
  otherPlayer: string;
  otherPlayerLabel: string;
  self: string;
  selfLabel: string;
  selfRing: string;
  boss: string;
  healthHigh: string;
  healthMid: string;
  healthLow: string;
  /** The target crosshair and the player's own hurt numbers. */
  danger: string;
  rarity: Readonly<Record<string, string>>;
  /** The stripes over a PVP room's floor (canvas) or square (map). */
  pvp: string;
  /** A safe room on the map and the crosses on its floor in the tactical view. */
  safe: string;
  map: { room: string; outline: string; door: string; current: string; loot: string; enemies: string; players: string; glyph: string };
}

export const STANDARD_PALETTE: CanvasPalette = {
  name: 'standard',
  hostile: INK.blood,
  hostileLabel: INK.bloodLight,
  neutral: INK.ember,
  neutralLabel: INK.goldLight,
  friendly: INK.moss,
  npc: INK.moss,
  otherPlayer: INK.sky,
  otherPlayerLabel: INK.sky,
  self: INK.gold,
  selfLabel: INK.goldLight,
  selfRing: INK.bone,
  boss: INK.goldLight,
  healthHigh: INK.mossLight,
  healthMid: INK.ember,
  healthLow: INK.bloodLight,
  danger: INK.bloodLight,
  rarity: { common: '#cfc6b8', uncommon: INK.mossLight, rare: INK.sky, epic: INK.violet, legendary: INK.ember },
  pvp: INK.violet,
  safe: '#2f7a45',
  map: { room: '#6b5b4b', outline: '#b39f88', door: INK.ash, current: INK.goldLight, loot: INK.gold, enemies: INK.blood, players: INK.sky, glyph: INK.bone },
};

/**
 * Hostile is vermillion and friendly sky blue (the pair that stays apart for every colour vision),
 * neutral yellow, other crawlers reddish purple, the player bone white with its gold ring.
 */
export const COLOUR_BLIND_SAFE_PALETTE: CanvasPalette = {
  name: 'colour-blind-safe',
  hostile: OKABE_ITO.vermillion,
  hostileLabel: OKABE_ITO.vermillionLight,
  neutral: OKABE_ITO.yellow,
  neutralLabel: OKABE_ITO.yellow,
  friendly: OKABE_ITO.skyBlue,
  npc: OKABE_ITO.skyBlue,
  otherPlayer: OKABE_ITO.reddishPurple,
  otherPlayerLabel: OKABE_ITO.reddishPurpleLight,
  self: INK.bone,
  selfLabel: INK.bone,
  selfRing: OKABE_ITO.orange,
  boss: OKABE_ITO.yellow,
  healthHigh: OKABE_ITO.skyBlue,
  healthMid: OKABE_ITO.yellow,
  healthLow: OKABE_ITO.vermillionLight,
  danger: OKABE_ITO.vermillionLight,
  rarity: { common: '#cfc6b8', uncommon: OKABE_ITO.bluishGreen, rare: OKABE_ITO.skyBlue, epic: OKABE_ITO.reddishPurple, legendary: OKABE_ITO.orange },
  pvp: OKABE_ITO.vermillion,
  safe: OKABE_ITO.blue,
  map: { room: '#6b5b4b', outline: '#b39f88', door: INK.ash, current: OKABE_ITO.yellow, loot: OKABE_ITO.orange, enemies: OKABE_ITO.vermillion, players: OKABE_ITO.reddishPurple, glyph: INK.bone },
};

export const PALETTE_TABLE: Readonly<Record<Palette, CanvasPalette>> = {
  standard: STANDARD_PALETTE,
  'colour-blind-safe': COLOUR_BLIND_SAFE_PALETTE,
};

export function canvasPalette(name: Palette): CanvasPalette {
  return PALETTE_TABLE[name];
}

/** Floor colour per room environment; unknown ones use stone. */
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

export function dispositionColour(disposition: Disposition, palette: CanvasPalette = STANDARD_PALETTE): string {
  return palette[disposition];
}

export function rarityColour(rarity: string | null, palette: CanvasPalette = STANDARD_PALETTE): string {
  return palette.rarity[rarity ?? ''] ?? INK.gold;
}
