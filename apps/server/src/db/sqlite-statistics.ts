import type SQLite from "better-sqlite3";

/** How often a running server looks again (SQLite advises hourly or daily for long-lived connections). */
const REFRESH_MS = 60 * 60 * 1000;

/**
 * Brings SQLite's query-planner statistics (sqlite_stat1 and stat4) in step with the data. Without them the planner
 * guesses, and at library scale it guesses badly: at 100,000 documents a category's newest documents were found by
 * probing the status index once per document of the category and sorting (42 ms); with statistics, by the category's
 * document ids (1.7 ms). `optimize` 0x10012: every table (0x10000), analyzing those never analyzed or grown or shrunk
 * tenfold since (0x2), each from a bounded sample (0x10), so that it costs milliseconds whatever the library's size.
 */
export function refreshSqliteStatistics(db: SQLite.Database): void {
  db.pragma("optimize = 0x10012");
}

/**
 * Refreshes the statistics now and then hourly while the connection is open; returns the function that stops it.
 * Statistics only advise the planner: a refresh that finds the database busy (another process writing past the
 * busy timeout) or read-only is skipped, and the next one tries again.
 */
export function keepSqliteStatisticsFresh(db: SQLite.Database): () => void {
  const refresh = () => {
    try {
      refreshSqliteStatistics(db);
    } catch {
      // Skipped, as said above.
    }
  };
  refresh();
  const timer = setInterval(refresh, REFRESH_MS);
  timer.unref();
  return () => clearInterval(timer);
}
