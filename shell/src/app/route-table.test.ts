import { FLOWS, SEGMENTS, STEP_ROUTES, customMarkerOf, isStepId, stepRoute } from './route-table';

describe('route table', () => {
  it('lists every step of the spec once, in flow order', () => {
    expect(STEP_ROUTES.map((r) => r.path)).toEqual([
      'step-1',
      'step-1-self',
      'step-2',
      'step-3',
      'step-4',
      'step-5',
      'step-6',
      'step-7',
    ]);
  });

  it('numbers progress 1,1,2..7 normally and 1,2..5 in custom-date mode (spec section 2)', () => {
    expect(STEP_ROUTES.map((r) => r.progress.normal)).toEqual([1, 1, 2, 3, 4, 5, 6, 7]);
    expect(STEP_ROUTES.map((r) => r.progress.custom)).toEqual([null, 1, null, null, 2, 3, 4, 5]);
  });

  it('has one step more than segments in each mode, so the last step is the full green bar', () => {
    const last = (mode: 'normal' | 'custom') => Math.max(...STEP_ROUTES.map((r) => r.progress[mode] ?? 0));
    expect(last('normal')).toBe(SEGMENTS.normal + 1);
    expect(last('custom')).toBe(SEGMENTS.custom + 1);
  });

  it('leads back to the previous step of the same flow', () => {
    expect(stepRoute('step-2').back.normal).toBe('step-1');
    expect(stepRoute('step-4').back.normal).toBe('step-3');
    expect(stepRoute('step-4').back.custom).toBe('step-1-self');
    expect(stepRoute('step-6').back.custom).toBe('step-5');
  });

  it('has no back target on the first and on the last step, and hides it on the last only', () => {
    for (const step of ['step-1', 'step-1-self', 'step-7'] as const) {
      expect(stepRoute(step).back).toEqual({ normal: null, custom: null });
    }
    expect(STEP_ROUTES.filter((r) => r.backHidden).map((r) => r.step)).toEqual(['step-7']);
  });

  it('carries the custom marker on step-1-self (enter) and steps 4-7 (keep) only', () => {
    expect(customMarkerOf('step-1-self')).toBe('enter');
    expect(['step-4', 'step-5', 'step-6', 'step-7'].map((s) => customMarkerOf(s as 'step-4'))).toEqual([
      'keep',
      'keep',
      'keep',
      'keep',
    ]);
    for (const page of ['step-1', 'step-2', 'step-3', 'init', 'error', 'offline', 'not-found'] as const) {
      expect(customMarkerOf(page)).toBeNull();
    }
  });

  it('sends page views on steps 1, 2 and 3', () => {
    expect(STEP_ROUTES.filter((r) => r.sendsPageView).map((r) => r.step)).toEqual([
      'step-1',
      'step-2',
      'step-3',
    ]);
  });

  it('tells steps from other pages', () => {
    expect(isStepId('step-5')).toBe(true);
    expect(isStepId('error')).toBe(false);
    expect(() => stepRoute('step-9' as 'step-1')).toThrow();
  });

  it('orders each flow of the prerequisites table as its progress numbers and back buttons do', () => {
    for (const mode of ['normal', 'custom'] as const) {
      const flow = FLOWS[mode];
      expect(flow[0]?.needs).toEqual([]);
      flow.forEach(({ step }, i) => {
        const previous = flow[i - 1]?.step;
        if (previous && !stepRoute(step).backHidden) expect(stepRoute(step).back[mode]).toBe(previous);
      });
      const numbers = flow.map(({ step }) => stepRoute(step).progress[mode]);
      expect(numbers).toEqual(mode === 'normal' ? [1, 2, 3, 4, 5, 6, 7] : [1, 2, 3, 4, 5]);
    }
  });

  it('asks of each step at least what the step before it in its flow asks (but of the confirmation)', () => {
    for (const flow of Object.values(FLOWS)) {
      for (let i = 1; i < flow.length - 1; i += 1) {
        expect(flow[i]?.needs).toEqual(expect.arrayContaining([...(flow[i - 1]?.needs ?? [])]));
      }
    }
  });
});
