/**
 * A value built once per database handle, for prepared statements: drizzle's `.prepare(name)` builds the SQL once,
 * and PostgreSQL parses and plans a named statement once per pooled connection. Keyed weakly by the handle (the test
 * harness runs several apps, each on its own database, in one process; a transaction handle gets its own).
 */
export function perDb<D extends object, T>(build: (db: D) => T): (db: D) => T {
  const built = new WeakMap<D, T>();
  return (db) => {
    let v = built.get(db);
    if (v === undefined) {
      v = build(db);
      built.set(db, v);
    }
    return v;
  };
}
