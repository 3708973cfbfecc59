import { Building2, Swords, Trophy, UserRound, type LucideIcon } from 'lucide-react';
import type { NavKey } from './nav-items.ts';

export const navIcons: Record<NavKey, LucideIcon> = {
  sponsor: Building2,
  crawler: Swords,
  account: UserRound,
  ladder: Trophy,
};
