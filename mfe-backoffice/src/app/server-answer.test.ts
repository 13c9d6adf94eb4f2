import { ServerAnswer } from './server-answer';

/** A question whose answer the test gives when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("a screen model's answer", () => {
  it('drops the late answer of an earlier question', async () => {
    const answer = new ServerAnswer<string>();
    const earlier = deferred<string>();
    const later = deferred<string>();
    const first = answer.ask(() => earlier.promise);
    const second = answer.ask(() => later.promise);
    later.resolve('this week');
    await second;
    earlier.resolve('last week');
    await first;
    expect(answer.value).toBe('this week');
    expect(answer.loading).toBe(false);
  });

  it('keeps the failure and asks the same question again on retry', async () => {
    const answer = new ServerAnswer<string>();
    const question = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('down'));
    question.mockResolvedValueOnce('up');
    await answer.ask(question);
    expect(answer.error).toEqual(new Error('down'));
    expect(answer.value).toBeNull();
    await answer.retry();
    expect(question).toHaveBeenCalledTimes(2);
    expect([answer.value, answer.error]).toEqual(['up', null]);
  });

  it('keeps the last value while asking and after a failure when told to, and ignores all once disposed', async () => {
    const answer = new ServerAnswer<number>();
    await answer.ask(async () => 5, { keep: true });
    const next = deferred<number>();
    const asked = answer.ask(() => next.promise, { keep: true });
    expect([answer.value, answer.loading]).toEqual([5, true]);
    next.reject(new Error('down'));
    await asked;
    expect([answer.value, answer.error]).toEqual([5, new Error('down')]);
    const late = deferred<number>();
    const lost = answer.ask(() => late.promise);
    answer.dispose();
    late.resolve(7);
    await lost;
    expect(answer.value).toBeNull();
  });
});
