import { ApiError } from '@checkout/shared';
import type { ConsultationDetail } from '@checkout/shared/contract';
import { BOOKED_DETAIL, CANCELLED_DETAIL } from '../../testing/fixtures';
import { ConsultationModel } from './consultation-model';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function model(consultation: (id: string) => Promise<ConsultationDetail>) {
  const api = { consultation: jest.fn(consultation) };
  return { model: new ConsultationModel({ api, id: BOOKED_DETAIL.id }), api };
}

describe("a consultation's page's model", () => {
  it('asks for the consultation by its id', async () => {
    const { model: m, api } = model(async () => BOOKED_DETAIL);
    expect(m.detail).toBeNull();
    const loading = m.load();
    expect(m.consultation.loading).toBe(true);
    await loading;
    expect(api.consultation).toHaveBeenCalledWith(BOOKED_DETAIL.id);
    expect(m.detail).toBe(BOOKED_DETAIL);
    expect(m.consultation.loading).toBe(false);
    expect(m.done).toBe('');
  });

  it('keeps the failure and asks again on retry', async () => {
    let fail = true;
    const { model: m, api } = model(async () => {
      if (fail) throw new ApiError(404, { error: 'not_found', message: 'Diese Beratung gibt es nicht.' });
      return BOOKED_DETAIL;
    });
    await m.load();
    expect(m.consultation.error).toBeInstanceOf(ApiError);
    expect(m.detail).toBeNull();
    fail = false;
    await m.retry();
    expect(api.consultation).toHaveBeenCalledTimes(2);
    expect(api.consultation).toHaveBeenLastCalledWith(BOOKED_DETAIL.id);
    expect(m.consultation.error).toBeNull();
    expect(m.detail).toBe(BOOKED_DETAIL);
  });

  it('drops an answer that arrives after the page was left', async () => {
    const answer = deferred<ConsultationDetail>();
    const { model: m } = model(() => answer.promise);
    const loading = m.load();
    m.dispose();
    answer.resolve(BOOKED_DETAIL);
    await loading;
    expect(m.detail).toBeNull();
    expect(m.consultation.loading).toBe(false);
  });

  it('shows the consultation as a change answered it, and says what was done', async () => {
    const { model: m, api } = model(async () => BOOKED_DETAIL);
    await m.load();
    m.changed(CANCELLED_DETAIL, 'Die Beratung ist storniert.');
    expect(m.detail).toBe(CANCELLED_DETAIL);
    expect(m.done).toBe('Die Beratung ist storniert.');
    expect(m.consultation.error).toBeNull();
    expect(api.consultation).toHaveBeenCalledTimes(1);
  });

  it('keeps a change’s answer over an earlier question’s answering late', async () => {
    const answer = deferred<ConsultationDetail>();
    const { model: m } = model(() => answer.promise);
    const loading = m.load();
    m.changed(CANCELLED_DETAIL, 'Die Beratung ist storniert.');
    answer.resolve(BOOKED_DETAIL);
    await loading;
    expect(m.detail).toBe(CANCELLED_DETAIL);
    expect(m.consultation.loading).toBe(false);
  });
});
