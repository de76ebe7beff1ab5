import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

export const ROOT_HANDLE_IN_TRANSACTION =
  'query on the root database handle inside an open transaction: use the transaction you were given';

/** The PGlite methods that run a statement on the one connection. */
const STATEMENTS = new Set<PropertyKey>(['query', 'exec', 'sql', 'transaction']);

/**
 * PGlite has one connection. A statement on the root handle (`ctx.db`) made by the work of an
 * open transaction waits for that transaction to end, and the transaction waits for it: the
 * request hangs with no message (on PostgreSQL the same slip silently reads outside the
 * transaction). The guarded client remembers, per async context, which transaction's work is
 * running, and refuses such a statement at once with an error that names the mistake.
 * Statements from other requests, which simply queue behind the transaction, are untouched, as
 * is anything that runs after the transaction has ended. Used outside production only.
 */
export function guardRootHandle(client: PGlite): PGlite {
  const transactionWork = new AsyncLocalStorage<{ open: boolean }>();
  const refuseInsideTransaction = () => {
    if (transactionWork.getStore()?.open) throw new Error(ROOT_HANDLE_IN_TRANSACTION);
  };
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!STATEMENTS.has(property)) return method.bind(target);
      if (property !== 'transaction') {
        return async (...args: unknown[]) => {
          refuseInsideTransaction();
          return method.apply(target, args);
        };
      }
      return async (...args: unknown[]) => {
        refuseInsideTransaction();
        const scope = { open: true };
        try {
          return await transactionWork.run(scope, () => method.apply(target, args));
        } finally {
          scope.open = false;
        }
      };
    },
  });
}
