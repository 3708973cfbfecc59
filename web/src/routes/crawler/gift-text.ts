// The gift dialog's texts and its countdown arithmetic, pure so tests read them without a DOM.
import type { GiftsView } from '#contract/gifts.ts';

const number = new Intl.NumberFormat('en-US');

export const GIFT_TEXT = {
  open: 'Send a gift',
  title: 'Send a gift',
  description: (name: string) => `Buy a care package for ${name}. It lands at their feet after a short delay, at once in a safe room.`,
  balance: (credits: number) => `Balance: ${number.format(credits)} credits`,
  price: (credits: number) => `${number.format(credits)} credits`,
  loading: 'Loading the price list...',
  error: 'The price list could not be loaded',
  inFlight: (item: string, seconds: number) => (seconds > 0 ? `${item} arrives in ${seconds} s` : `${item} is arriving...`),
  cooldown: (seconds: number) => `Next gift in ${seconds} s`,
  perFloor: (sent: number, cap: number) => `${sent} of ${cap} gifts sent on this floor`,
  sending: 'Sending...',
  sent: (item: string, name: string) => `${item} is on its way to ${name}.`,
  arrived: (item: string, name: string) => `${item} landed at ${name}'s feet.`,
  /** A row's reason when the status line above already counts the wait down. */
  oneAtATime: 'One gift at a time.',
  coolingDown: 'Cooling down after the last delivery.',
} as const;

/** Whole seconds from now until `iso`, on the server's clock (`offsetMs` = server − device). */
export function secondsUntil(iso: string, offsetMs: number, deviceNowMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - (deviceNowMs + offsetMs)) / 1000));
}

/** The server's clock minus this device's, from a view read at `deviceNowMs`. */
export function clockOffset(view: Pick<GiftsView, 'serverNow'>, deviceNowMs: number): number {
  return Date.parse(view.serverNow) - deviceNowMs;
}
