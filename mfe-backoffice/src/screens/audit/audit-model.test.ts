import { ApiError } from '@checkout/shared';
import type { AuditPage, AuditQuery } from '@checkout/shared/contract';
import { fixedClock } from '@checkout/shared/dates';
import { AUDIT } from '../../testing/fixtures';
import { AuditModel } from './audit-model';

/** Wednesday 4 March 2026, 10:00 in Zurich. */
const clock = fixedClock('2026-03-04T10:00:00+01:00');

/** A question whose answer the test gives when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((yes) => (resolve = yes));
  return { promise, resolve };
}

const unavailable = () => new ApiError(503, { error: 'internal', message: 'Nicht erreichbar.' });

const [NEWEST, MIDDLE, OLDEST] = AUDIT as [(typeof AUDIT)[0], (typeof AUDIT)[0], (typeof AUDIT)[0]];

/** The trail in pages of one entry, each cursor naming the next entry's index. */
const paged = async (query: AuditQuery): Promise<AuditPage> => {
  const at = Number(query.cursor ?? 0);
  return { items: AUDIT.slice(at, at + 1), nextCursor: at + 1 < AUDIT.length ? String(at + 1) : null };
};

describe("the audit trail's model", () => {
  it("loads this week's first page", async () => {
    const audit = jest.fn(paged);
    const m = new AuditModel({ api: { audit }, clock });
    expect(m.period).toEqual({ from: '2026-03-02', till: '2026-03-08' });
    expect(m.entries).toBeNull();
    await m.load();
    expect(audit).toHaveBeenCalledWith({ from: '2026-03-02', till: '2026-03-08' });
    expect(m.entries).toEqual([NEWEST]);
    expect(m.nextCursor).toBe('1');
  });

  it('keeps the failure and asks again on retry', async () => {
    const audit = jest.fn<Promise<AuditPage>, [AuditQuery]>().mockRejectedValueOnce(unavailable());
    audit.mockResolvedValueOnce({ items: AUDIT, nextCursor: null });
    const m = new AuditModel({ api: { audit }, clock });
    await m.load();
    expect(m.trail.error).toBeInstanceOf(ApiError);
    expect(m.entries).toBeNull();
    await m.trail.retry();
    expect(m.trail.error).toBeNull();
    expect(m.entries).toEqual(AUDIT);
  });

  it('drops the late answer of an earlier period, and a page more of it', async () => {
    const answers: ReturnType<typeof deferred<AuditPage>>[] = [];
    const audit = jest.fn((_query: AuditQuery) => {
      const answer = deferred<AuditPage>();
      answers.push(answer);
      return answer.promise;
    });
    const m = new AuditModel({ api: { audit }, clock });
    const week = m.load();
    m.edit({ from: '2026-03-04' });
    const later = m.apply();
    answers[1]!.resolve({ items: [NEWEST], nextCursor: 'next' });
    await later;
    answers[0]!.resolve({ items: AUDIT, nextCursor: null });
    await week;
    expect(m.entries).toEqual([NEWEST]);

    const more = m.more();
    m.edit({ from: '2026-03-03' });
    const third = m.apply();
    answers[2]!.resolve({ items: [MIDDLE], nextCursor: null });
    answers[3]!.resolve({ items: [NEWEST, MIDDLE], nextCursor: null });
    await Promise.all([more, third]);
    expect(m.entries).toEqual([NEWEST, MIDDLE]);
    expect(m.loadingMore).toBe(false);
  });

  it('adds the next pages below the first, and keeps a failed one apart with the entries shown', async () => {
    const audit = jest.fn(paged);
    const m = new AuditModel({ api: { audit }, clock });
    await m.load();
    await m.more();
    expect(audit).toHaveBeenLastCalledWith({ from: '2026-03-02', till: '2026-03-08', cursor: '1' });
    expect(m.entries).toEqual([NEWEST, MIDDLE]);
    audit.mockRejectedValueOnce(unavailable());
    await m.more();
    expect(m.moreError).toBeInstanceOf(ApiError);
    expect(m.entries).toEqual([NEWEST, MIDDLE]);
    await m.more();
    expect(m.moreError).toBeNull();
    expect(m.entries).toEqual([NEWEST, MIDDLE, OLDEST]);
    expect(m.nextCursor).toBeNull();
    await m.more();
    expect(audit).toHaveBeenCalledTimes(4);
  });

  it("applies a period the kernel's auditQuerySchema takes, in the page's words where it has them", async () => {
    const audit = jest.fn(paged);
    const m = new AuditModel({ api: { audit }, clock });
    await m.load();
    await m.more();
    m.edit({ from: '2026-03-06', till: '2026-03-04' });
    await m.apply();
    expect(m.errors).toEqual({ till: 'backoffice.list.datesOrder' });
    expect(audit).toHaveBeenCalledTimes(2);
    // A year and more apart, and a day out of the calendar: the kernel's words.
    m.edit({ from: '2025-01-01', till: '2026-03-04' });
    await m.apply();
    expect(m.errors).toEqual({ till: 'validation.invalid' });
    m.edit({ from: '1999-12-31' });
    await m.apply();
    expect(m.errors.from).toBe('validation.date');
    // No dates: the whole trail; the pages after the first go.
    m.edit({ from: '', till: '' });
    await m.apply();
    expect(m.errors).toEqual({});
    expect(m.query).toEqual({});
    expect(audit).toHaveBeenLastCalledWith({});
    expect(m.entries).toEqual([NEWEST]);
  });
});
