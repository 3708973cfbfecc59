// Every user-visible sentence of the crawler page whose words are fixed, in one place for
// the screens and their tests.

export const CRAWLER_PAGE_TEXT = {
  loadingInterface: 'Loading crawler interface...',
  loadFailed: (id: string, message: string) => `Failed to load crawler ID ${id}: ${message}`,
  notFound: 'Crawler not found',
  tryAgain: 'Try Again',
  backToHome: 'Back to Home',
  loadout: 'Loadout',
  loadingLocation: 'Loading crawler location...',
  headline: (level: number, className: string | null | undefined, floor: number) => `Level ${level} ${className?.trim() || 'Crawler'} • Floor ${floor}`,
  /** The crawler's fame (game/fame.ts), beside its status. */
  fame: (fame: number) => `${new Intl.NumberFormat('en-US').format(fame)} fame`,
  // Status & Vitals
  statusTitle: 'Status & Vitals',
  combatStats: 'Combat Stats',
  equipment: 'Equipment',
  empty: 'Empty',
  // Floor overview
  overviewTitle: (floor: number) => `Floor ${floor} Overview`,
  noFactions: 'No factions yet',
  noCreatures: 'No creatures yet',
  more: (n: number) => `+${n} more`,
  // Tactical room
  unknownRoom: 'Unknown Room',
  mysteriousRoom: 'A mysterious room.',
  loadingEntities: 'Loading entities...',
  grid: 'Grid',
  descend: 'Descend',
  missingIds: 'Missing crawler or room ID',
  roomSize: (w: number, h: number, sw: number, sh: number) => `${w} x ${h} ft (${sw} x ${sh} squares)`,
  help: 'WASD move (diagonals), click target, Space attack, Tab cycle targets, G toggle grid',
  // Map
  mapTitle: (floor: number) => `Floor ${floor} Map`,
  fullMapTitle: (floor: number) => `Full Dungeon Map - Floor ${floor}`,
  moving: 'Moving to new location...',
  loadingMap: 'Loading map data...',
  dungeonMap: 'Dungeon Map',
  // Events
  eventsTitle: 'Room Events',
  recentEvents: 'Recent Events',
  loadingCrawlerData: 'Loading crawler data...',
  waitingRoomData: 'Waiting for room data...',
  waitingActivity: 'Waiting for room activity...',
  roomEntered: (time: string) => `Room entered: ${time}`,
} as const;
