// The back office's fake API against the real one (issue 47): every read the back office makes is recorded from the
// booking API on its demo seed (api/recordings/staff, `npm run record -w api`, kept true by
// api/test/recordings.test.ts); the fake world's answer to the same read must have every field the real answer has,
// each of the same type, so a field the API adds, renames or retypes fails here instead of only in the browser.
// The fake keeps its own data (names, days) for the stories; what it may not do is answer in another shape.
import { STAFF_READS, STAFF_RECORDINGS, type StaffRead } from '@checkout/api/recordings';
import { LEAD_SESSION } from './fixtures';
import { StaffWorld } from './staff-world';

type Shape = Map<string, Set<string>>;

/** Every field path of a value ('items[].traveller.firstname') with the types it holds ('string', 'null' ...). */
function shapeOf(value: unknown, path = '', shape: Shape = new Map()): Shape {
  const note = (type: string) => {
    const types = shape.get(path) ?? new Set<string>();
    types.add(type);
    shape.set(path, types);
  };
  if (value === null) note('null');
  else if (Array.isArray(value)) {
    note('array');
    for (const item of value) shapeOf(item, `${path}[]`, shape);
  } else if (typeof value === 'object') {
    note('object');
    for (const [key, field] of Object.entries(value))
      shapeOf(field, path === '' ? key : `${path}.${key}`, shape);
  } else note(typeof value);
  return shape;
}

/**
 * What the recorded answer has that the fake's lacks: a field path missing, or a type it never shows (a field the
 * real API sends as null may be a string in the fake and the other way round: both are the contract's).
 */
function drift(recorded: Shape, fake: Shape): string[] {
  const problems: string[] = [];
  for (const [path, types] of recorded) {
    const fakeTypes = fake.get(path);
    if (!fakeTypes) {
      problems.push(`${path || '(answer)'}: missing in the fake`);
      continue;
    }
    const known = [...types].filter((type) => type !== 'null');
    const fakeKnown = [...fakeTypes].filter((type) => type !== 'null');
    if (known.length > 0 && fakeKnown.length > 0 && !known.some((type) => fakeKnown.includes(type))) {
      problems.push(`${path}: ${known.join('|')} in the API, ${fakeKnown.join('|')} in the fake`);
    }
  }
  return problems;
}

/** The fake's answer to a read, the consultation's asked for one of its own (the ids differ). */
function fakeAnswer(world: StaffWorld, read: StaffRead): unknown {
  const firstRow = world.rows[0]?.id ?? '';
  // The demo's branch and advisor in the recorded paths are the fake's own here.
  const target = (
    read === 'consultation'
      ? STAFF_READS.consultation.replace(':id', encodeURIComponent(firstRow))
      : STAFF_READS[read]
  )
    .replace('zurich-bahnhofstrasse', LEAD_SESSION.staff.agencyId ?? '')
    .replace('adv-anna-meier', world.advisors[0]?.id ?? '');
  const url = new URL(target, 'http://api.test');
  const answer = world.answer({
    method: 'GET',
    path: url.pathname,
    query: url.searchParams,
    body: undefined,
    headers: {},
  });
  expect({ read, status: answer.status }).toEqual({ read, status: 200 });
  return answer.body;
}

describe("the back office's fake API answers in the real API's shapes", () => {
  it.each(Object.keys(STAFF_READS) as StaffRead[])('%s', (read) => {
    const recording = STAFF_RECORDINGS[read];
    expect(recording.status).toBe(200);
    const world = new StaffWorld({ session: LEAD_SESSION });
    expect(drift(shapeOf(recording.body), shapeOf(fakeAnswer(world, read)))).toEqual([]);
  });

  it('notices a field the fake lacks and a type it changed', () => {
    const real = shapeOf({ items: [{ id: 'a', travel: { months: ['Juli'] } }], nextCursor: null });
    expect(drift(real, shapeOf({ items: [{ id: 1 }], nextCursor: 'x' }))).toEqual([
      'items[].id: string in the API, number in the fake',
      'items[].travel: missing in the fake',
      'items[].travel.months: missing in the fake',
      'items[].travel.months[]: missing in the fake',
    ]);
  });
});
