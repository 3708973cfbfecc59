import { SPECTATE_DELAY_MS } from '#contract/realtime.ts';

const seconds = Math.round(SPECTATE_DELAY_MS / 1000);

/** The spectate screen's texts. */
export const WATCH_TEXT = {
  eyebrow: 'SPECTATING',
  title: (name: string) => `Spectating ${name} — ${seconds} s delay`,
  connecting: 'Connecting to the room…',
  catchingUp: `Catching up: you see the room ${seconds} seconds behind, so watching cannot be used to scout for a fight.`,
  readOnly: 'You are watching: nothing you do here reaches the room.',
  entities: 'In the room',
  nothing: 'Nothing else is here',
  health: 'Health',
  notFound: 'Crawler not found',
  notFoundDetail: 'There is no crawler with this number.',
  disabled: 'Spectating is turned off',
  dead: 'Nothing to watch',
  ended: 'The view has closed',
  died: 'The crawler died',
  connectionLost: 'Connection lost',
  connectionLostDetail: 'The live view could not reach the server. It keeps trying; you can also try again now.',
  tryAgain: 'Try Again',
  ladder: 'Season ladder',
  report: 'Read the report',
  missingId: 'No crawler to watch: the address has no crawler number.',
} as const;
