// The words candidates are made of: names, abilities, backgrounds, competencies and starting kits,
// in the game's corporate-dungeon satire. Pure data; candidates.ts draws from it.
import type { CrawlerClass } from './vocabulary.ts';

/** Same length as LAST_NAMES, so candidates.ts can pair them without repeating a full name. */
export const FIRST_NAMES = [
  'Brock', 'Delphine', 'Tavish', 'Marigold', 'Osgood', 'Priya', 'Thaddeus', 'Juniper', 'Bartholomew', 'Zuzana',
  'Kip', 'Ottoline', 'Reginald', 'Saoirse', 'Ignatius', 'Wren', 'Cornelius', 'Esperanza', 'Fitzgerald', 'Imogen',
  'Dmitri', 'Lulu', 'Gideon', 'Beatrix', 'Horatio', 'Nadia', 'Rufus', 'Xiomara', 'Percival', 'Odessa',
  'Lars', 'Mabel', 'Evander', 'Yolanda', 'Chet', 'Persephone', 'Bjorn', 'Clementine', 'Dexter', 'Agatha',
] as const;

export const LAST_NAMES = [
  'Spreadsheet', 'Quarterly', 'Vanderbilk', 'Overtime', 'Synergy', 'Ironclad', 'McLiability', 'Blackwood', 'Von Deadline', 'Stockwell',
  'Pennypincher', 'Gravesend', 'Throughput', 'Ashgrove', 'Kilowatt', 'Moneybags', 'Grimsby', 'Okonkwo-Reyes', 'Flintlock', 'Hollowell',
  'Brightside', 'Stonebreaker', 'Redundancy', 'Bottomline', 'Nightshade', 'Crankshaft', 'Paperclip', 'Cashflow', 'Wolfsbane', 'Benchmark',
  'Underwood', 'Fairweather', 'Dividends', 'Copperpot', 'Hazard', 'Longhaul', 'Thistlewood', 'Margin', 'Escrow', 'Lockjaw',
] as const;

export interface Ability {
  readonly name: string;
  readonly description: string;
}

export const ABILITIES: Record<CrawlerClass, readonly Ability[]> = {
  combat_veteran: [
    { name: 'Shield Wall', description: 'Braces behind anything flat and shrugs off the next blow.' },
    { name: 'Cleave', description: 'One swing, several problems solved.' },
    { name: 'Battle Cry', description: 'A roar that rattles foes and boosts morale more than any all-hands meeting.' },
    { name: 'Second Wind', description: 'Gets back up once per fight, out of sheer contractual obligation.' },
    { name: 'Overtime Fury', description: 'Hits harder the longer the fight runs past five o\'clock.' },
    { name: 'Hostile Negotiation', description: 'Opens every discussion with a shoulder charge.' },
  ],
  tech_specialist: [
    { name: 'Overclock', description: 'Pushes gear beyond its rated limits, warranty be damned.' },
    { name: 'Debug Sight', description: 'Spots traps, weak points and memory leaks at a glance.' },
    { name: 'Firewall', description: 'Raises a crackling barrier that blocks the first incoming hit.' },
    { name: 'Patch Tuesday', description: 'Repairs armour and wounds, scheduled at the least convenient time.' },
    { name: 'Root Access', description: 'Opens locked doors and chests with administrator privileges.' },
    { name: 'Static Discharge', description: 'Arcs stored power into everything nearby.' },
  ],
  stealth_operative: [
    { name: 'Shadowstep', description: 'Slips from one shadow to the next before anyone files a report.' },
    { name: 'Pickpocket', description: 'Lifts gold from foes mid-fight; calls it a consulting fee.' },
    { name: 'Vanish', description: 'Disappears the way budgets do at the end of the year.' },
    { name: 'Backstab', description: 'Deals triple damage to anyone who turned their back, a workplace classic.' },
    { name: 'Smoke Bomb', description: 'Blinds everything nearby and leaves through the nearest door.' },
    { name: 'Plausible Deniability', description: 'The first attack each fight somehow misses.' },
  ],
};

export const COMPETENCIES: Record<CrawlerClass, readonly string[]> = {
  combat_veteran: ['Swordplay', 'Shield Work', 'Field Medicine', 'Intimidation', 'Siege Tactics', 'Heavy Lifting', 'Unarmed Combat', 'Squad Leadership'],
  tech_specialist: ['Arcane Engineering', 'Electronic Lockpicking', 'Trap Disarming', 'Long-range Scanning', 'Runic Scripting', 'Power Management', 'Salvage', 'Spreadsheet Necromancy'],
  stealth_operative: ['Archery', 'Lockpicking', 'Sneaking', 'Ambush Tactics', 'Fast Talking', 'Trap Spotting', 'Climbing', 'Creative Expense Reporting'],
};

/** First sentence of a background, by class. */
export const ORIGINS: Record<CrawlerClass, readonly string[]> = {
  combat_veteran: [
    'Spent twelve years in corporate security, mostly guarding a vending machine.',
    'Former mercenary whose last employer paid in exposure.',
    'Retired pit fighter who came back because the pension fund was invested in the dungeon.',
    'Ex-bouncer at the most exclusive boardroom in the city.',
    'Decorated veteran of the Great Merger Wars.',
    'Won a regional arm-wrestling title and has mentioned it daily since.',
    'Left the royal guard after a dispute over dental coverage.',
    'Trained every intern in workplace self-defence until the interns stopped coming back.',
  ],
  tech_specialist: [
    'Former help-desk technician who has turned it off and on again more times than anyone alive.',
    'Dropped out of wizard school to found three failed startups.',
    'Maintained the dungeon\'s trap network until the contract was outsourced.',
    'Wrote the firmware for a sentient coffee machine and is still apologising.',
    'Certified in seven programming languages and two dead ones.',
    'Was the only person who understood the legacy billing system.',
    'Reverse-engineered a lich\'s phylactery for a patent dispute.',
    'Ran the server room for a bank that no longer officially exists.',
  ],
  stealth_operative: [
    'Former corporate spy who once stole a rival\'s entire org chart.',
    'Grew up in the walls of a shopping mall and never quite left.',
    'Professional auditor; nobody ever sees an auditor coming.',
    'Ex-courier who delivered sealed envelopes nobody was allowed to open.',
    'Worked ten years in acquisitions, mostly of other people\'s wallets.',
    'Retired cat burglar, un-retired by student loans.',
    'Spent a decade as a mystery shopper and is still a mystery.',
    'Once infiltrated a board meeting and was promoted before anyone noticed.',
  ],
};

/** Optional second sentence, any class. */
export const HOOKS: readonly string[] = [
  'Signed the liability waiver without reading it.',
  'Owes money to at least two guilds and one dragon.',
  'Is here for the exposure, the sponsorship and the free parking.',
  'Believes every floor is a promotion.',
  'Carries a framed photo of a houseplant named Gerald.',
  'Has never once been late to a quarterly review.',
  'Hopes to retire on the loot by the end of the season.',
  'Was told this was an internship.',
  'Keeps a detailed spreadsheet of every monster met.',
  'Is technically still on hold with customer support.',
  'Plans to write a leadership book about the experience.',
  'Lost a bet, then a second bet about the first bet.',
];

/** Starting kit per class: a weighted weapon (or signature tool) and extras to add after it. */
export const STARTING_KITS: Record<CrawlerClass, { readonly main: readonly (readonly [string, number])[]; readonly extras: readonly string[] }> = {
  combat_veteran: {
    main: [['iron_sword', 3], ['spiked_club', 1]],
    extras: ['padded_vest', 'healing_tonic', 'copper_ring'],
  },
  tech_specialist: {
    main: [['apprentice_wand', 3], ['static_staff', 1]],
    extras: ['diagnostic_goggles', 'power_cell', 'grind_energy_drink'],
  },
  stealth_operative: {
    main: [['hunting_bow', 3], ['rusty_dagger', 1]],
    extras: ['lucky_lanyard', 'leather_jerkin', 'healing_tonic'],
  },
};
