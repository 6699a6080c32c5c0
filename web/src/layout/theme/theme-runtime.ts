/** What AppProviders loads after start-up (one small chunk): the full antd theme and the CSS variables it exports. */
export { antdThemeFor } from './antd-theme';
export { DocumentTokens } from './DocumentTokens';
