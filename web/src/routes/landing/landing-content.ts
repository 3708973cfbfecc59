import { Cpu, Ghost, Network, PackageOpen, Radar, Swords, type LucideIcon } from 'lucide-react';

// Marketing copy lives apart from layout so writers can edit it without touching components.

export interface Feature {
  title: string;
  body: string;
  icon: LucideIcon;
}

/** The landing page promises these (persistent wealth is in the benefits list). */
export const FEATURES: readonly Feature[] = [
  {
    title: 'Live Operations Monitoring',
    icon: Radar,
    body: 'Watch your crawler’s vitals, position and every swing of the sword as it happens. The tactical feed streams straight off the dungeon floor, so you know the moment your investment is in danger — and exactly how expensive that danger is.',
  },
  {
    title: 'Equipment Supply Chain',
    icon: PackageOpen,
    body: 'Everything your crawler drags out of a chest becomes corporate property. Loot the rooms, strip the fallen, fit the good steel into weapon, armor and accessory bays, and watch the combat numbers climb.',
  },
  {
    title: 'Downline Collaboration',
    icon: Network,
    body: 'Every sponsor’s crawler descends into the same dungeon. Meet rival crews in the halls, clear a room together, then settle who keeps the loot with a roll-off when the friendship runs out.',
  },
];

export interface InfoList {
  title: string;
  items: readonly string[];
}

export const INFO_LISTS: readonly InfoList[] = [
  {
    title: 'Sponsor Benefits',
    items: [
      'Persistent wealth: credits and reputation stay with your corporation from one descent to the next.',
      'One primary sponsorship per season, with full control of your crawler.',
      'Secondary sponsorships at any time, with limited control.',
      'A live leaderboard of the richest crawlers in the dungeon.',
    ],
  },
  {
    title: 'Operational Terms',
    items: [
      'One shared dungeon per season, floor after floor of grid rooms.',
      'Every floor has an entrance and a stairway down to the next.',
      'The dungeon itself rules on every hit, death and pickup. No take-backs.',
      'When your crawler dies, your corporation goes bankrupt and starts over.',
    ],
  },
];

export interface Classification {
  name: string;
  tagline: string;
  body: string;
  icon: LucideIcon;
}

/** The three crawler classifications. */
export const CLASSIFICATIONS: readonly Classification[] = [
  {
    name: 'Combat Veteran',
    tagline: 'Might • Endurance',
    icon: Swords,
    body: 'Front-line muscle with the scars to prove it. Shrugs off hits that would fold a lesser asset and thrives where the corridors are narrow and the odds are worse.',
  },
  {
    name: 'Tech Specialist',
    tagline: 'Intellect • Wisdom',
    icon: Cpu,
    body: 'Reads the dungeon like a schematic. Scans further, spots trouble sooner and squeezes more value out of every find — the analyst your shareholders always wanted.',
  },
  {
    name: 'Stealth Operative',
    tagline: 'Agility • Luck',
    icon: Ghost,
    body: 'Gets in, gets the loot, gets out. First to the chest, last to be noticed and the hardest target on the floor. Deniable by design.',
  },
];
