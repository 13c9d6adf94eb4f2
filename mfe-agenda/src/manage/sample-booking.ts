// A booking as the manage page receives it (GET /manage/:token), for the page's tests and stories.
import type { ManagedBooking } from '@checkout/shared';

export const SAMPLE_MANAGE_TOKEN = 'AoNSbyEmL0JY7sMEWnAkRy9-Kk-CZZCa';

export const SAMPLE_MANAGED_BOOKING: ManagedBooking = {
  reference: 'EHBDMDKA',
  kind: 'slot',
  status: 'booked',
  culture: 'de-CH',
  adviceMode: 'phone',
  date: '2030-03-27',
  time: '15:00',
  till: '16:00',
  firstname: 'Erika',
  advisor: { id: 'adv-anna-meier', name: 'Anna Meier' },
  agency: {
    id: 'ag-zh',
    name: 'Zürich Bahnhofstrasse',
    street: 'Bahnhofstrasse 41',
    zip: '8001',
    city: 'Zürich',
    phone: '+41 44 277 40 00',
  },
  changeableUntil: '2030-03-26T14:00:00.000Z',
  changeable: true,
  answered: false,
};
