import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import { Spinner } from './Spinner';

/** The part of a query's state the gate reads. */
interface GatedQuery {
  data: unknown;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * What a part shows while a query it needs has no data yet: a spinner while it loads, or, once one has
 * failed, why with a way to ask again (only the failed ones are asked again). Render it only while some
 * query has no data: a part whose data is loaded keeps showing it when a later refresh fails.
 */
export function QueryGate({ queries, message }: { queries: readonly GatedQuery[]; message?: ReactNode }) {
  const failed = queries.filter((query) => query.data === undefined && query.error);
  if (failed.length === 0) return <Spinner size="2em" />;
  return (
    <LoadError
      error={failed[0].error}
      message={message}
      onRetry={() => {
        for (const query of failed) void query.refetch();
      }}
    />
  );
}
