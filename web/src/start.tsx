import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyPublicTokens } from './layout/theme/public-tokens';
import { readThemeSettings } from './layout/theme/theme-settings';

// The theme's colours as CSS variables before anything is drawn (the public screens have no antd to set them).
applyPublicTokens(readThemeSettings());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
