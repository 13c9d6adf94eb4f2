// What the code that runs both in the browser and in the booking API (shared/tsconfig.portable.json) may use
// beyond the language: what both runtimes give it alike. Nothing else of the DOM or of Node (so in a folder of its
// own, apart from the browser's ambient types/*.d.ts, which would merge with the DOM's).

interface Console {
  error(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  info(...data: unknown[]): void;
  log(...data: unknown[]): void;
}

declare const console: Console;

/** A number in the browser, a Timeout object in Node: portable code only schedules, it keeps no handle. */
declare function setTimeout(handler: () => void, timeout?: number): unknown;
