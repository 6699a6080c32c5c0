import { theme } from 'antd';
import { useLayoutEffect } from 'react';
import { ANTD_TOKENS_ATTRIBUTE } from './public-tokens';

/**
 * antd defines its colour variables on its own elements only; copying them onto <html> lets plain CSS
 * (styles.css, the auth screens, the shell) follow dark mode and the background presets too.
 */
export function DocumentTokens() {
  const { token } = theme.useToken();
  useLayoutEffect(() => {
    const root = document.documentElement;
    const style = root.style;
    root.setAttribute(ANTD_TOKENS_ATTRIBUTE, '');
    for (const [name, value] of Object.entries(token)) {
      if (name.startsWith('color') && typeof value === 'string')
        style.setProperty(`--ant-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, value);
    }
  }, [token]);
  return null;
}
