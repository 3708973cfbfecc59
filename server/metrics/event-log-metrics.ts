// Counts the entries appended to the crawlers' logs once their transaction commits: a rolled-back
// tick or sponsorship wrote nothing, and must not count.
import { onTransactionEnd } from '../db/transactions.ts';
import type { EventLogRepository } from '../repositories/event-log-repository.ts';
import type { Metrics } from './metrics.ts';

export function countingLogWrites(repo: EventLogRepository, metrics: Pick<Metrics, 'eventLogWritten'>): EventLogRepository {
  return {
    ...repo,
    async append(tx, entries, tickOf, more) {
      const appended = await repo.append(tx, entries, tickOf, more);
      // Outside a tracked transaction (no end to wait for) the append has committed already.
      if (appended && !onTransactionEnd(tx, (committed) => committed && metrics.eventLogWritten(appended))) metrics.eventLogWritten(appended);
      return appended;
    },
    appendStatements(tx, entries, tickOf, more) {
      const built = repo.appendStatements(tx, entries, tickOf, more);
      if (built.appended) onTransactionEnd(tx, (committed) => committed && metrics.eventLogWritten(built.appended));
      return built;
    },
  };
}
