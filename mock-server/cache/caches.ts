import type { TokenClaims, TokenSigner } from '../auth/tokens';
import type { AuthUser } from '../domain/accounts/auth-user';
import type { DomainEvent } from '../domain/domain-event';
import type { EventBus } from '../realtime/bus';
import { createCachedReads } from './cached-reads';
import { tags, tagsChangedBy } from './invalidation';
import { createKeyedCache } from './keyed-cache';
import { createVerifiedTokens } from './verified-tokens';

/** A live session and its user, as the guard reads them; null when the session is not live. */
export type SignedIn = { user: AuthUser; sessionExpiresAt: number } | null;

/** Answers are kept this long at most when no change arrives (see KeyedCacheOptions.maxAgeMs). */
const maxAgeMs = 60_000;

/** Nothing changes an attempt's fixed facts: they are kept until its deadline, within a day. */
const attemptFactsMaxAgeMs = 86_400_000;

/**
 * The server's caches, kept true by the event bus: every committed write publishes what it changed
 * (mock-server/realtime/events.ts), and the caches drop what each event could have altered before
 * any request after it reads them. `caughtUp()` is that ordering: the guard awaits it on every
 * authenticated request, so an answer kept here is used only once every event committed before the
 * request came in has been applied, in this process and in any other on the same database. The
 * cached reads rely on it too: they are called after the guard, in requests it let in.
 */
export function createCaches(
  bus: EventBus,
  tokens: Pick<TokenSigner, 'verify'>,
  readSignedIn: (claims: TokenClaims) => Promise<SignedIn>,
) {
  const signedIn = createKeyedCache<SignedIn>({ maxEntries: 20_000, maxAgeMs });
  const reads = createKeyedCache<unknown>({ maxEntries: 20_000, maxAgeMs });
  // Attempts' fixed facts, each kept until its deadline: every save of an attempt needs them.
  const attempts = createKeyedCache<unknown>({ maxEntries: 50_000, maxAgeMs: attemptFactsMaxAgeMs });
  const forgetEverything = () => {
    signedIn.clear();
    reads.clear();
    attempts.clear();
  };

  const apply = (event: DomainEvent) => {
    const changed = tagsChangedBy(event);
    if (changed === 'everything') {
      reads.clear();
      for (const change of event.accessChanges ?? []) signedIn.invalidate(tags.user(change.userId));
      return;
    }
    for (const tag of changed) {
      signedIn.invalidate(tag);
      reads.invalidate(tag);
    }
  };
  const unsubscribe = bus.subscribe(apply);

  let epoch: number | null | undefined;
  /** Whether the last catch-up found the bus hearing events: reads may be cached only then. */
  let hearing = false;
  return {
    verifyToken: createVerifiedTokens(tokens),
    signedIn,
    /** The session a token names, from the database: what the guard keeps in `signedIn`. */
    readSignedIn,
    reads: createCachedReads(reads, attempts, () => hearing),
    /**
     * True once every event committed before the call has been applied; false while the bus cannot
     * hear events (nothing cached may be used or kept then). When the bus may have missed events
     * (its connection was replaced) everything is dropped first.
     */
    async caughtUp(): Promise<boolean> {
      const now = await bus.caughtUp();
      if (now !== epoch) {
        forgetEverything();
        epoch = now;
      }
      hearing = now !== null;
      return hearing;
    },
    /** For writes that publish no event (tests' fixtures writing straight to the database). */
    forgetEverything,
    close: unsubscribe,
  };
}

export type Caches = ReturnType<typeof createCaches>;
