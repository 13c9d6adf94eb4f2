// Analytics events of the spec pushed to the tag manager's data layer (window.dataLayer).
import {
  formatDate,
  isWithinOpeningHours,
  minutesToTime,
  parseDate,
  systemClock,
  timeToMinutes,
  zurichTime,
  type Clock,
  type ZurichTime,
} from '../dates';

export type DataLayerEvent = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Whether an instant falls inside the retailer's opening hours (Europe/Zurich). */
export type TimeDetail = 'inside opening hours' | 'outside opening hours';

export function timeDetail(time: ZurichTime): TimeDetail {
  return isWithinOpeningHours(time) ? 'inside opening hours' : 'outside opening hours';
}

/** The virtual url of a checkout path: '/checkout' plus the path, never doubled. */
export function virtualUrl(path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return clean === '/checkout' || clean.startsWith('/checkout/') ? clean : `/checkout${clean}`;
}

/** What the checkout pushes to the retailer's tag data layer (spec section 7). */
export interface Analytics {
  /** A page view of a step, e.g. pageView('/step-2') -> virtual url /checkout/step-2. */
  pageView(path: string): void;
  /** Choosing a contact type or continuing (event-view). */
  eventView(action: string, label?: string): void;
  /**
   * The booking request was sent successfully. Its date, time and time_detail describe the appointment booked
   * (its day dd.mm.yyyy and start HH:mm, Zurich wall time), not the moment of sending.
   */
  requestSent(details: {
    path: string;
    adviceMode: string;
    customDate: boolean;
    appointment: { date: string; time: string };
  }): void;
}

export interface AnalyticsOptions {
  clock?: Clock;
  /** The data layer to push to; window.dataLayer (created when missing) by default. */
  dataLayer?: DataLayerEvent[];
}

/**
 * The page's window.dataLayer, through globalThis (the window in a browser): this file is also type-checked where
 * there is no DOM (the API reads the remote contract, which names the Analytics type).
 */
function defaultDataLayer(): DataLayerEvent[] {
  const host = globalThis as { window?: unknown; dataLayer?: DataLayerEvent[] };
  if (typeof host.window === 'undefined') return [];
  host.dataLayer = host.dataLayer ?? [];
  return host.dataLayer;
}

export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const clock = options.clock ?? systemClock;
  const layer = (): DataLayerEvent[] => options.dataLayer ?? defaultDataLayer();
  const stamp = () => {
    const now = zurichTime(clock.now());
    return {
      date: formatDate(now.date),
      time: minutesToTime(now.hour * 60 + now.minute),
      time_detail: timeDetail(now),
    };
  };
  return {
    pageView: (path) => {
      layer().push({ event: 'page_view', virtual_url: virtualUrl(path), ...stamp() });
    },
    eventView: (action, label) => {
      layer().push({
        event: 'event_view',
        event_action: action,
        ...(label ? { event_label: label } : {}),
        ...stamp(),
      });
    },
    requestSent: ({ path, adviceMode, customDate, appointment }) => {
      const start = timeToMinutes(appointment.time);
      const booked: ZurichTime = {
        date: parseDate(appointment.date),
        hour: Math.floor(start / 60),
        minute: start % 60,
      };
      layer().push({
        event: 'request_sent',
        virtual_url: virtualUrl(path),
        advice_mode: adviceMode,
        custom_date: customDate,
        date: appointment.date,
        time: appointment.time,
        time_detail: timeDetail(booked),
      });
    },
  };
}
