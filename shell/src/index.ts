// Async boundary: the federation runtime negotiates the shared singletons before anything imports React. In the
// task after the one that ran this file: the runtime's start and that negotiation were one long task at a phone's
// speed.
setTimeout(() => import('./bootstrap'));
