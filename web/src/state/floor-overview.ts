import type { Faction, MapRoom } from '#contract/dungeon.ts';
import { FLOOR_OVERVIEW } from '#game/constants.ts';

// Floor overview: the factions whose territory the crawler has explored on this floor, and
// the creature types those factions field.

export interface FloorOverview {
  factions: Faction[];
  creatureTypes: string[];
  shownFactions: Faction[];
  moreFactions: number;
  shownCreatureTypes: string[];
  moreCreatureTypes: number;
}

/** 'cave_goblin' → 'cave goblin' (underscores shown as spaces). */
export function creatureLabel(type: string): string {
  return type.replace(/_/g, ' ');
}

export function floorOverview(floor: number, exploredRooms: readonly MapRoom[], factions: readonly Faction[]): FloorOverview {
  const ids = new Set<string>();
  for (const room of exploredRooms) {
    if (room.floorId === floor && room.factionId) ids.add(room.factionId);
  }
  const met = factions.filter((f) => ids.has(f.id));
  const creatureTypes = [...new Set(met.flatMap((f) => f.creatureTypes))];
  return {
    factions: met,
    creatureTypes,
    shownFactions: met.slice(0, FLOOR_OVERVIEW.maxFactions),
    moreFactions: Math.max(0, met.length - FLOOR_OVERVIEW.maxFactions),
    shownCreatureTypes: creatureTypes.slice(0, FLOOR_OVERVIEW.maxCreatureTypes),
    moreCreatureTypes: Math.max(0, creatureTypes.length - FLOOR_OVERVIEW.maxCreatureTypes),
  };
}

/** The overview's summary line, exactly: '{N} factions, {M} creatures'. */
export function overviewSummary(overview: FloorOverview): string {
  return `${overview.factions.length} factions, ${overview.creatureTypes.length} creatures`;
}
