import type { Activity, LeaderboardEntry } from '#contract/activity.ts';
import type { Candidate, Crawler, Item, UserStatus } from '#contract/crawler.ts';
import type { LoadoutView } from '#contract/loadout.ts';
import type { BankruptcyReport } from '#contract/report.ts';
import type { Season } from '#contract/season.ts';

export function crawlerFixture(overrides: Partial<Crawler> = {}): Crawler {
  return {
    id: 7,
    name: 'Mira Vance',
    serial: 'CR-7F3A-21',
    class: { id: 'combat_veteran', name: 'Combat Veteran' },
    status: 'active',
    isAlive: true,
    sponsorship: 'primary',
    seasonId: 1,
    might: 14,
    agility: 11,
    endurance: 13,
    intellect: 9,
    charisma: 8,
    wisdom: 10,
    luck: 5,
    health: 95,
    maxHealth: 108,
    energy: 90,
    maxEnergy: 95,
    power: 100,
    maxPower: 100,
    experience: 12,
    experienceToNext: 69,
    gold: 42,
    fame: 12,
    credits: 0,
    memory: 10,
    energyRegen: 5,
    currentFloor: 2,
    currentRoomId: 31,
    level: 3,
    background: 'A former caravan guard.',
    competencies: ['Shields', 'Tracking'],
    topAbility: { name: 'Shield Wall', description: 'Braces against the first blow.' },
    scanRange: 10,
    activeEffects: [],
    lastAction: null,
    lastEnergyRegen: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    diedAt: null,
    ...overrides,
  };
}

export function candidateFixture(overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: 3,
    name: 'Tovin Ash',
    serial: 'CR-00AF-07',
    level: 1,
    classification: 'stealth_operative',
    className: 'Stealth Operative',
    topAbility: { name: 'Shadowstep', description: 'Slips past a sentry unseen.' },
    background: 'Grew up on the rooftops of the lower city.',
    stats: { might: 9, agility: 17, endurance: 10, intellect: 12, charisma: 11, wisdom: 8, health: 100, luck: 7 },
    competencies: ['Lockpicking', 'Climbing'],
    startingEquipment: [{ key: 'dagger', name: 'Rusty Dagger' }],
    ...overrides,
  };
}

export function itemFixture(overrides: Partial<Item> = {}): Item {
  return {
    id: 100,
    key: 'iron_sword',
    name: 'Iron Sword',
    description: 'A plain blade.',
    category: 'weapon',
    rarity: 'uncommon',
    mightBonus: 2,
    agilityBonus: 0,
    enduranceBonus: 0,
    intellectBonus: 0,
    defenseValue: 0,
    weapon: { kind: 'melee', range: 1.5, damageBonus: 3 },
    value: 25,
    equippedSlot: null,
    ...overrides,
  };
}

export function loadoutFixture(overrides: Partial<LoadoutView> = {}): LoadoutView {
  const sword = itemFixture({ equippedSlot: 'weapon' });
  const mail = itemFixture({
    id: 101,
    key: 'chain_mail',
    name: 'Chain Mail',
    category: 'armor',
    rarity: 'rare',
    mightBonus: 0,
    enduranceBonus: 1,
    defenseValue: 4,
    weapon: null,
  });
  return {
    crawler: crawlerFixture(),
    equipped: { weapon: sword, armor: null, accessory: null },
    inventory: [mail],
    combatStats: { totalAttack: 16, totalDefense: 13, speed: 11, accuracy: 19 },
    powerRating: 17,
    loadouts: [],
    hotbar: {
      slots: [
        { id: 'slot-1', actionId: 'basic_attack', hotkey: '1' },
        { id: 'slot-2', actionId: 'defend', hotkey: '2' },
        { id: 'slot-3', actionId: 'special', hotkey: '3' },
      ],
      visibleCount: 3,
    },
    ...overrides,
  };
}

export function activityFixture(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 1,
    type: 'combat_victory',
    message: 'Mira Vance defeated a Goblin',
    createdAt: '2030-01-01T00:00:00.000Z',
    details: { results: { summary: 'Gained 12 XP and 4 gold' } },
    crawler: { id: 7, name: 'Mira Vance', health: 80, maxHealth: 108 },
    ...overrides,
  };
}

export function leaderboardFixture(overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return { id: 7, name: 'Mira Vance', serial: 'CR-7F3A-21', currentFloor: 2, level: 3, gold: 420, isAlive: true, ...overrides };
}

export function userStatusFixture(overrides: Partial<UserStatus> = {}): UserStatus {
  return {
    currentSeasonNumber: 1,
    primarySponsorshipUsed: false,
    lastPrimarySponsorshipSeason: null,
    canSponsorPrimary: true,
    canSponsorSecondary: true,
    ...overrides,
  };
}

const T0 = Date.UTC(2030, 0, 1, 12);

/** A dead crawler's report: slain by a Cave Goblin in the Dank Cellar after 3m 12s. */
export function reportFixture(overrides: Partial<BankruptcyReport> = {}): BankruptcyReport {
  return {
    crawlerId: 7,
    name: 'Mira Vance',
    serial: 'CR-7F3A-21',
    className: 'Combat Veteran',
    seasonNumber: 1,
    status: 'dead',
    causeOfDeath: { killerId: 'mob-12', killerName: 'Cave Goblin', roomId: 31, roomName: 'Dank Cellar', floor: 2, tick: 960, at: T0 + 192_000 },
    finalStats: { attributes: { might: 14, agility: 11, endurance: 13, intellect: 9, charisma: 8, wisdom: 10 }, level: 2, experience: 5, health: 0, maxHealth: 108, gold: 57 },
    equipment: { weapon: itemFixture({ equippedSlot: 'weapon' }), armor: null, accessory: null },
    experienceCurve: [
      { seq: 1, at: T0, level: 1, experience: 0, totalExperience: 0 },
      { seq: 9, at: T0 + 60_000, level: 1, experience: 40, totalExperience: 40 },
      { seq: 15, at: T0 + 120_000, level: 2, experience: 5, totalExperience: 74 },
    ],
    goldEarned: 15,
    fame: { total: 29, bySource: [{ reason: 'boss_kill', label: 'Boss kills', amount: 25 }, { reason: 'room_explored', label: 'Rooms discovered', amount: 4 }] },
    roomsExplored: [
      { floor: 1, rooms: 4 },
      { floor: 2, rooms: 1 },
    ],
    killsByType: [
      { type: 'cave_goblin', label: 'Cave Goblin', count: 2 },
      { type: 'rat', label: 'Rat', count: 1 },
    ],
    questsCompleted: [{ floor: 1, index: 0, title: 'Slay 3 goblins', gold: 30, xp: 40, fame: 6, at: T0 + 120_000 }],
    timeSurvived: { startedAt: T0, endedAt: T0 + 192_000, ms: 192_000 },
    lastEvents: [
      { seq: 40, tick: 955, at: T0 + 190_000, kind: 'was_attacked', text: 'Cave Goblin hit Mira Vance for 9: 4 HP left' },
      { seq: 41, tick: 960, at: T0 + 192_000, kind: 'died', text: 'Mira Vance was slain by Cave Goblin on Floor 2' },
    ],
    replayPath: '/crawler/7/replay',
    ...overrides,
  };
}

/** Season 1 in the given status (live when 'live'). */
export const season = (status: Season['status']): Season => ({
  id: 1,
  seasonNumber: 1,
  name: 'Season 1: The Descent',
  description: 'The first expedition.',
  startDate: '2030-01-01T00:00:00.000Z',
  endDate: null,
  isActive: status === 'live',
  status,
});
