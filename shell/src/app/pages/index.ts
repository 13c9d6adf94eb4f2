export { ErrorPage } from './ErrorPage';
export { NotFoundPage } from './NotFoundPage';
export { OfflinePage } from './OfflinePage';
export { RouteErrorPage } from './RouteErrorPage';
export { SessionExpiredPage } from './SessionExpiredPage';
export { StartingPage } from './StartingPage';
