import { fixedClock } from '../dates';
import { createAnalytics, timeDetail, virtualUrl, type DataLayerEvent } from './analytics';

describe('analytics', () => {
  it('pushes a page view with the virtual url and the Zurich date and time', () => {
    const dataLayer: DataLayerEvent[] = [];
    // 09:30 UTC is 10:30 in Zurich (winter): a Wednesday inside opening hours.
    createAnalytics({ clock: fixedClock('2026-03-04T09:30:00Z'), dataLayer }).pageView('/fr/step-2');
    expect(dataLayer).toEqual([
      {
        event: 'page_view',
        virtual_url: '/checkout/fr/step-2',
        date: '04.03.2026',
        time: '10:30',
        time_detail: 'inside opening hours',
      },
    ]);
  });

  it('pushes to window.dataLayer by default, creating it when missing', () => {
    delete window.dataLayer;
    createAnalytics({ clock: fixedClock('2026-03-04T19:30:00Z') }).eventView('contact-type', 'online');
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        event: 'event_view',
        event_action: 'contact-type',
        event_label: 'online',
        time: '20:30',
        time_detail: 'outside opening hours',
      }),
    ]);
  });

  it('pushes request sent with the advice mode', () => {
    const dataLayer: DataLayerEvent[] = [];
    createAnalytics({ clock: fixedClock('2026-03-07T12:00:00Z'), dataLayer }).requestSent({
      path: '/step-6',
      adviceMode: 'video',
      customDate: false,
    });
    expect(dataLayer[0]).toMatchObject({
      event: 'request_sent',
      virtual_url: '/checkout/step-6',
      advice_mode: 'video',
    });
  });

  it('never doubles the /checkout prefix', () => {
    expect(virtualUrl('/checkout/step-1')).toBe('/checkout/step-1');
    expect(virtualUrl('step-1')).toBe('/checkout/step-1');
  });

  it.each([
    ['Monday 08:59', { year: 2026, month: 3, day: 2 }, 8, 59, 'outside opening hours'],
    ['Monday 09:00', { year: 2026, month: 3, day: 2 }, 9, 0, 'inside opening hours'],
    ['Friday 16:59', { year: 2026, month: 3, day: 6 }, 16, 59, 'inside opening hours'],
    ['Friday 17:00', { year: 2026, month: 3, day: 6 }, 17, 0, 'outside opening hours'],
    ['Saturday 13:59', { year: 2026, month: 3, day: 7 }, 13, 59, 'inside opening hours'],
    ['Saturday 14:00', { year: 2026, month: 3, day: 7 }, 14, 0, 'outside opening hours'],
    ['Sunday 11:00', { year: 2026, month: 3, day: 8 }, 11, 0, 'outside opening hours'],
  ])('time_detail on %s', (_name, date, hour, minute, expected) => {
    expect(timeDetail({ date, hour, minute })).toBe(expected);
  });
});
