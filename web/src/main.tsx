import { prefetchQueriesOf, preloadScreenOf } from './app/routing/preload-screen';
import './styles.css';

// The entry is the route table and nothing else, so it runs as soon as it arrives. The app (preloaded by
// index.html) downloads first, with the private area and a linked screen's few-kilobyte query module; the screen's
// code then downloads while the app starts, instead of sharing a slow network with the app's own files.
prefetchQueriesOf(window.location.pathname, window.location.search);
void import('./start').then(() => preloadScreenOf(window.location.pathname));
