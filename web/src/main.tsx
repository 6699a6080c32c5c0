import { prefetchQueriesOf, preloadScreenOf } from './app/routing/preload-screen';
import './styles.css';

// The entry is the route table and nothing else, so it runs as soon as it arrives. The app (preloaded by
// index.html) downloads at once; a linked screen's first queries leave as soon as their small module has arrived,
// then its code downloads beside the app, so that a cold link waits for the slowest of them, not for their sum.
void prefetchQueriesOf(window.location.pathname, window.location.search).then(() => preloadScreenOf(window.location.pathname));
void import('./start');
