// Async boundary: the federation runtime negotiates the shared singletons before anything imports React.
import('./bootstrap');
