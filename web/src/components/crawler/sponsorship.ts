import { SPONSORSHIP_RULES, type UserStatus } from '#contract/crawler.ts';
import type { SponsorshipKind } from '#game/vocabulary.ts';

export interface SponsorshipOption {
  kind: SponsorshipKind;
  label: string;
  summary: string;
  available: boolean;
  /** Why the option cannot be chosen; null when it can. */
  reason: string | null;
}

export const PRIMARY_SUMMARY = 'Full control, one per season.';

/**
 * Primary (full control, one per season) is available if unused or last used in an earlier
 * season than the current one; secondary (limited control) is always available. The server's own
 * answer wins; while it is unknown, primary is offered and the server decides.
 */
export function sponsorshipOptions(status: UserStatus | undefined): SponsorshipOption[] {
  const primaryAvailable = status ? primaryIsAvailable(status) : true;
  return [
    {
      kind: 'primary',
      label: 'Primary',
      summary: PRIMARY_SUMMARY,
      available: primaryAvailable,
      reason: primaryAvailable ? null : SPONSORSHIP_RULES.primaryUsedMessage,
    },
    { kind: 'secondary', label: 'Secondary', summary: SPONSORSHIP_RULES.secondaryLimits, available: true, reason: null },
  ];
}

/** The server applies the season rule and answers canSponsorPrimary; the client never second-guesses it. */
export function primaryIsAvailable(status: UserStatus): boolean {
  return status.canSponsorPrimary;
}

/** The choice actually sent: a primary pick falls back to secondary once primary is known to be used. */
export function effectiveSponsorship(choice: SponsorshipKind | null, status: UserStatus | undefined): SponsorshipKind {
  const primaryAvailable = status ? primaryIsAvailable(status) : true;
  if (choice === 'secondary') return 'secondary';
  if (choice === 'primary') return primaryAvailable ? 'primary' : 'secondary';
  return primaryAvailable ? 'primary' : 'secondary';
}
