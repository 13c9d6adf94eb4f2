// /offline: the checkout is switched off; the guards bring the visitor back to init once it is on again.
export { OfflineScreen as OfflinePage } from '@checkout/shared';
