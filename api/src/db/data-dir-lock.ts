// One process per PGlite directory (issue 47). PGlite keeps the database in its own memory and writes it back to
// the directory, and it does not lock the directory: a second process (an import while `npm start` runs) would
// write rows that the first overwrites with its own copy. So whoever opens a directory first holds
// `<directory>.lock` (its pid) until it closes it; another process is refused while that pid lives. A lock left by
// a process that died (kill -9) is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** What a lock file holds. */
interface LockHolder {
  pid: number;
  /** ISO time the holder opened the directory. */
  since: string;
}

/** The directory is open in another process that still runs. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(
      `the embedded database ${dataDir} is open in another process (pid ${holder.pid}, since ${holder.since}), ` +
        `usually the booking API of npm start; PGlite allows one process per directory`,
    );
    this.name = 'DataDirInUseError';
  }
}

export const lockFileOf = (dataDir: string): string => `${dataDir.replace(/[/\\]+$/, '')}.lock`;

/** Whether a process with this pid runs (EPERM: it runs under another user). */
const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readHolder = (file: string): LockHolder | undefined => {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof value.pid === 'number' && Number.isInteger(value.pid) && value.pid > 0
      ? { pid: value.pid, since: String(value.since ?? '?') }
      : undefined;
  } catch {
    return undefined; // gone meanwhile, or half written by a holder that died
  }
};

/**
 * Takes the directory's lock for this process; answers its release (idempotent). Throws DataDirInUseError while
 * a living process holds it, this one included (a second open in one process is as wrong as in two).
 */
export const holdDataDir = (dataDir: string, now: Date = new Date()): (() => void) => {
  const file = lockFileOf(dataDir);
  const mine: LockHolder = { pid: process.pid, since: now.toISOString() };
  for (let attempt = 0; ; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
      const holder = readHolder(file);
      if (holder && isRunning(holder.pid)) throw new DataDirInUseError(dataDir, file, holder);
      // Its holder died without closing: the lock is stale.
      try {
        unlinkSync(file);
      } catch {
        // another process took it over first; the next attempt says who
      }
      continue;
    }
    writeSync(fd, JSON.stringify(mine));
    closeSync(fd);
    break;
  }
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readHolder(file)?.pid !== process.pid) return;
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
  // A process that ends without closing the database leaves no lock behind (a crash does: taken over as stale).
  process.on('exit', release);
  return release;
};
