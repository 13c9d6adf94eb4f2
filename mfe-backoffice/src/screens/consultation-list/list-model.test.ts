import { observable } from 'mobx';
import { ApiError } from '@checkout/shared';
import type { ConsultationPage, StaffAdvisor, StaffListQuery, StaffMember } from '@checkout/shared/contract';
import { fixedClock } from '@checkout/shared/dates';
import {
  ADVISORS,
  ADVISOR_MEMBER,
  BACK_OFFICE_MEMBER,
  BRANCH_LEAD,
  FIRST_PAGE,
  SECOND_PAGE,
  WEEK_ROWS,
} from '../../testing/fixtures';
import type { ListFilter } from './list-filter';
import { ListModel, type ListModelOptions } from './list-model';

/** Wednesday 4 March 2026, 10:00 in Zurich: the week from Monday 2 to Sunday 8 March. */
const clock = fixedClock('2026-03-04T10:00:00+01:00');
const WEEK = { from: '2026-03-02', till: '2026-03-08' };

const offline = () => new ApiError(0, { error: 'internal', message: 'offline' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The store's part the list uses: the filter kept between visits, and the advisors known (refs, as the store's). */
const storeOf = (listFilter: ListFilter | null = null, advisors: StaffAdvisor[] | null = null) =>
  observable(
    {
      listFilter,
      advisors,
      setListFilter(filter: ListFilter) {
        this.listFilter = filter;
      },
    },
    { listFilter: observable.ref, advisors: observable.ref },
  );

/** Pages by cursor: the first page, then the rest. */
const paged = async (query: StaffListQuery): Promise<ConsultationPage> =>
  query.cursor === 'cursor-2' ? SECOND_PAGE : FIRST_PAGE;

function model({
  staff = BRANCH_LEAD,
  consultations = paged,
  ...patch
}: Partial<Omit<ListModelOptions, 'api'>> & {
  staff?: StaffMember;
  consultations?: (query: StaffListQuery) => Promise<ConsultationPage>;
} = {}) {
  const api = { consultations: jest.fn(consultations) };
  const loadAdvisors = jest.fn(async () => ADVISORS);
  const store = storeOf();
  const m = new ListModel({ api, loadAdvisors, store, staff, clock, ...patch });
  return { model: m, api, loadAdvisors, store: patch.store ?? store };
}

describe("the day's list's model", () => {
  it("keeps this week's filter in the store and asks for its list and the advisors", async () => {
    const { model: m, api, loadAdvisors, store } = model();
    expect(m.list.value).toBeNull();
    await m.load();
    expect(store.listFilter).toEqual({ agencyId: '', advisorId: '', ...WEEK, status: '', q: '' });
    expect(api.consultations).toHaveBeenCalledTimes(1);
    expect(api.consultations).toHaveBeenCalledWith(WEEK);
    expect(loadAdvisors).toHaveBeenCalledTimes(1);
    expect(m.rows).toEqual(FIRST_PAGE.items);
    expect(m.nextCursor).toBe('cursor-2');
    expect(m.advisorChoices.map((a) => a.name)).toEqual([
      'Anna Meier',
      'Luca Rossi',
      'Marc Keller',
      'Sophie Dubois',
    ]);
  });

  it('starts from the filter the store kept when staff come back, and shows the advisors it knows meanwhile', async () => {
    const kept: ListFilter = { agencyId: '', advisorId: 'adv-anna', ...WEEK, status: 'booked', q: '' };
    const store = storeOf(kept, ADVISORS);
    const { model: m, api } = model({ store });
    expect(m.draft).toEqual(kept);
    expect(m.advisorChoices).toHaveLength(4);
    await m.load();
    expect(store.listFilter).toBe(kept);
    expect(api.consultations).toHaveBeenCalledWith({ ...WEEK, advisorId: 'adv-anna', status: 'booked' });
  });

  it("asks an advisor's list without the advisors, and offers neither branch nor advisor", async () => {
    const { model: m, loadAdvisors, api } = model({ staff: ADVISOR_MEMBER });
    await m.load();
    expect(m.role).toBe('advisor');
    expect(loadAdvisors).not.toHaveBeenCalled();
    expect(api.consultations).toHaveBeenCalledTimes(1);
    expect(m.branches).toEqual([]);
  });

  it("offers 'all' only when the advisors cannot be loaded, and the list still", async () => {
    const { model: m } = model({
      loadAdvisors: async () => {
        throw offline();
      },
    });
    await m.load();
    expect(m.advisors.error).toBeInstanceOf(ApiError);
    expect(m.branches).toEqual([]);
    expect(m.advisorChoices).toEqual([]);
    expect(m.rows).toEqual(FIRST_PAGE.items);
  });

  it("offers the back office the branches, and the chosen branch's advisors", async () => {
    const { model: m } = model({ staff: BACK_OFFICE_MEMBER });
    await m.load();
    expect(m.branches).toEqual([
      { id: 'agency-bern', name: 'Bern Bärenplatz' },
      { id: 'agency-zurich', name: 'Zürich Bahnhofstrasse' },
    ]);
    m.change({ agencyId: 'agency-bern' });
    expect(m.advisorChoices.map((a) => a.name)).toEqual(['Marc Keller']);
  });

  it('keeps the failure of the list and asks again on retry', async () => {
    let fail = true;
    const { model: m, api } = model({
      consultations: async (query) => {
        if (fail) throw offline();
        return paged(query);
      },
    });
    await m.load();
    expect(m.list.error).toBeInstanceOf(ApiError);
    expect(m.rows).toEqual([]);
    expect(m.nextCursor).toBeNull();
    fail = false;
    await m.list.retry();
    expect(api.consultations).toHaveBeenCalledTimes(2);
    expect(m.list.error).toBeNull();
    expect(m.rows).toEqual(FIRST_PAGE.items);
  });

  it('drops the late answer of an earlier filter', async () => {
    const answers: Array<ReturnType<typeof deferred<ConsultationPage>>> = [];
    const { model: m } = model({
      consultations: () => {
        const answer = deferred<ConsultationPage>();
        answers.push(answer);
        return answer.promise;
      },
    });
    const first = m.load();
    m.change({ status: 'requested' });
    const second = m.apply();
    answers[1]!.resolve({ items: [WEEK_ROWS[4]!], nextCursor: null });
    await second;
    answers[0]!.resolve(FIRST_PAGE);
    await first;
    expect(m.rows).toEqual([WEEK_ROWS[4]]);
    expect(m.nextCursor).toBeNull();
  });

  it('applies the draft: kept in the store and asked for, even when unchanged', async () => {
    const { model: m, api, store } = model();
    await m.load();
    m.change({ status: 'booked' });
    m.change({ q: ' brunner ' });
    expect(m.datesRequired).toBe(false);
    expect(api.consultations).toHaveBeenCalledTimes(1);
    await m.apply();
    expect(store.listFilter).toEqual({ ...m.draft });
    expect(store.listFilter).not.toBe(m.draft);
    expect(api.consultations).toHaveBeenLastCalledWith({ status: 'booked', q: 'brunner' });
    expect(m.query).toEqual({ status: 'booked', q: 'brunner' });
    await m.apply();
    expect(api.consultations).toHaveBeenCalledTimes(3);
  });

  it('refuses a draft without dates or with the end before the start, asking nothing', async () => {
    const { model: m, api, store } = model();
    await m.load();
    const before = store.listFilter;
    m.change({ from: '' });
    expect(m.datesRequired).toBe(true);
    await m.apply();
    expect(m.problem).toBe('dates');
    m.change({ from: '2026-03-09' });
    await m.apply();
    expect(m.problem).toBe('order');
    expect(store.listFilter).toBe(before);
    expect(api.consultations).toHaveBeenCalledTimes(1);
    m.change({ from: '2026-03-03' });
    await m.apply();
    expect(m.problem).toBeNull();
    expect(api.consultations).toHaveBeenLastCalledWith({ from: '2026-03-03', till: '2026-03-08' });
  });

  it('resets to this week: the draft, the problem, the store, and the list', async () => {
    const kept: ListFilter = { agencyId: '', advisorId: '', from: '', till: '', status: 'booked', q: 'x' };
    const store = storeOf(kept);
    const { model: m, api } = model({ store });
    await m.load();
    m.change({ q: '' });
    await m.apply();
    expect(m.problem).toBe('dates');
    await m.reset();
    const week = { agencyId: '', advisorId: '', ...WEEK, status: '', q: '' };
    expect(m.draft).toEqual(week);
    expect(m.problem).toBeNull();
    expect(store.listFilter).toEqual(week);
    expect(api.consultations).toHaveBeenLastCalledWith(WEEK);
  });

  it("adds the next page with 'more', at the cursor, with the filter applied", async () => {
    const { model: m, api } = model();
    await m.load();
    const more = m.more();
    expect(m.loadingMore).toBe(true);
    expect(m.rows).toEqual(FIRST_PAGE.items);
    await more;
    expect(api.consultations).toHaveBeenLastCalledWith({ ...WEEK, cursor: 'cursor-2' });
    expect(m.loadingMore).toBe(false);
    expect(m.rows).toEqual(WEEK_ROWS);
    expect(m.nextCursor).toBeNull();
    await m.more();
    expect(api.consultations).toHaveBeenCalledTimes(2);
  });

  it("keeps the rows and the cursor when 'more' fails, and asks the same page again", async () => {
    let fail = true;
    const { model: m, api } = model({
      consultations: async (query) => {
        if (query.cursor && fail) throw offline();
        return paged(query);
      },
    });
    await m.load();
    await m.more();
    expect(m.moreError).toBeInstanceOf(ApiError);
    expect(m.rows).toEqual(FIRST_PAGE.items);
    expect(m.nextCursor).toBe('cursor-2');
    fail = false;
    await m.more();
    expect(api.consultations).toHaveBeenCalledTimes(3);
    expect(api.consultations).toHaveBeenLastCalledWith({ ...WEEK, cursor: 'cursor-2' });
    expect(m.moreError).toBeNull();
    expect(m.rows).toEqual(WEEK_ROWS);
  });

  it("drops a page 'more' asked for before another filter was applied", async () => {
    const later = deferred<ConsultationPage>();
    const { model: m } = model({
      consultations: (query) => (query.cursor ? later.promise : paged(query)),
    });
    await m.load();
    const more = m.more();
    m.change({ status: 'booked' });
    await m.apply();
    expect(m.loadingMore).toBe(false);
    later.resolve(SECOND_PAGE);
    await more;
    expect(m.rows).toEqual(FIRST_PAGE.items);
    expect(m.nextCursor).toBe('cursor-2');
  });

  it('asks nothing more after the list was left', async () => {
    const answer = deferred<ConsultationPage>();
    const { model: m } = model({ consultations: () => answer.promise });
    const loading = m.load();
    m.dispose();
    answer.resolve(FIRST_PAGE);
    await loading;
    expect(m.list.value).toBeNull();
    expect(m.rows).toEqual([]);
  });
});
