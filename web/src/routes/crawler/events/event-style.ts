import { Activity, Eye, Footprints, Hand, Skull, Swords, type LucideIcon } from 'lucide-react';
import { ROOM_EVENT_TYPE, type RoomEventType } from '../../../state/room-events.ts';

/** Each event type has its own icon and colour (the legend runs from Movement to Death). */
export const EVENT_STYLE: Record<RoomEventType, { label: string; Icon: LucideIcon; text: string; chip: string }> = {
  movement: { label: ROOM_EVENT_TYPE.movement.label, Icon: Footprints, text: 'text-sky-300', chip: 'border-sky-500/40 bg-sky-950/40' },
  combat: { label: ROOM_EVENT_TYPE.combat.label, Icon: Swords, text: 'text-blood-300', chip: 'border-blood-500/40 bg-blood-950/60' },
  discovery: { label: ROOM_EVENT_TYPE.discovery.label, Icon: Eye, text: 'text-gold-300', chip: 'border-gold-500/40 bg-gold-900/40' },
  interaction: { label: ROOM_EVENT_TYPE.interaction.label, Icon: Hand, text: 'text-moss-400', chip: 'border-moss-500/40 bg-moss-500/10' },
  status: { label: ROOM_EVENT_TYPE.status.label, Icon: Activity, text: 'text-violet-300', chip: 'border-violet-500/40 bg-violet-950/40' },
  death: { label: ROOM_EVENT_TYPE.death.label, Icon: Skull, text: 'text-bone', chip: 'border-flagstone bg-rubble' },
};
