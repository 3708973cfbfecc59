import { ArrowDownToLine, Compass, Gem, Signpost, Skull, Swords, Trophy, UserPlus, type LucideIcon } from 'lucide-react';
import { isActivityType, type ActivityType } from '#game/vocabulary.ts';

export interface ActivityStyle {
  icon: LucideIcon;
  /** Text colour of the icon. */
  tone: string;
  /** Border/background of the icon chip. */
  chip: string;
  label: string;
}

const STYLE: Record<ActivityType, ActivityStyle> = {
  crawler_created: { icon: UserPlus, tone: 'text-gold-300', chip: 'border-gold-500/40 bg-gold-900/40', label: 'New crawler' },
  floor_advance: { icon: ArrowDownToLine, tone: 'text-sky-300', chip: 'border-sky-500/40 bg-sky-950/60', label: 'Floor advance' },
  combat_victory: { icon: Trophy, tone: 'text-moss-400', chip: 'border-moss-500/40 bg-moss-500/10', label: 'Victory' },
  combat_defeat: { icon: Skull, tone: 'text-blood-300', chip: 'border-blood-500/50 bg-blood-950/70', label: 'Defeat' },
  equipment_found: { icon: Gem, tone: 'text-violet-300', chip: 'border-violet-500/40 bg-violet-950/60', label: 'Equipment found' },
  exploration: { icon: Compass, tone: 'text-teal-300', chip: 'border-teal-500/40 bg-teal-950/60', label: 'Exploration' },
  combat_start: { icon: Swords, tone: 'text-ember-400', chip: 'border-ember-400/40 bg-ember-400/10', label: 'Combat' },
  encounter_choice: { icon: Signpost, tone: 'text-bone', chip: 'border-flagstone bg-vault', label: 'Encounter' },
};

const FALLBACK: ActivityStyle = { icon: Compass, tone: 'text-ash', chip: 'border-rubble bg-vault', label: 'Activity' };

/** Activity types each get their own icon and colour; anything unexpected gets a quiet default. */
export function activityStyle(type: string): ActivityStyle {
  return isActivityType(type) ? STYLE[type] : FALLBACK;
}
