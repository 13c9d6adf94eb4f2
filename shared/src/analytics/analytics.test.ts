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

  it('pushes request sent with the advice mode and the appointment booked, not the moment of sending', () => {
    const dataLayer: DataLayerEvent[] = [];
    // Sent on a Saturday at 20:00 (outside opening hours) for a Thursday at 10:00 (inside).
    const analytics = createAnalytics({ clock: fixedClock('2026-03-07T19:00:00Z'), dataLayer });
    analytics.requestSent({
      path: '/step-6',
      adviceMode: 'video',
      customDate: false,
      appointment: { date: '12.03.2026', time: '10:00' },
    });
    // A custom-date request sent at 10:00 on a weekday for 18:30: outside opening hours.
    const weekday = createAnalytics({ clock: fixedClock('2026-03-04T09:00:00Z'), dataLayer });
    weekday.requestSent({
      path: '/fr/step-6',
      adviceMode: 'personal',
      customDate: true,
      appointment: { date: '09.03.2026', time: '18:30' },
    });
    expect(dataLayer).toEqual([
      {
        event: 'request_sent',
        virtual_url: '/checkout/step-6',
        advice_mode: 'video',
        custom_date: false,
        date: '12.03.2026',
        time: '10:00',
        time_detail: 'inside opening hours',
      },
      {
        event: 'request_sent',
        virtual_url: '/checkout/fr/step-6',
        advice_mode: 'personal',
        custom_date: true,
        date: '09.03.2026',
        time: '18:30',
        time_detail: 'outside opening hours',
      },
    ]);
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
