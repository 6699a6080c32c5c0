/*
 * Runs in <head> before the first paint (a file, since the CSP forbids inline scripts): puts the stored theme's
 * attributes and page colour on <html> so a dark-mode visit never flashes white. ES5 on purpose: it is not bundled.
 * Mirrors applyThemeToDocument (ThemeSettingsProvider.tsx); a unit test keeps them in step.
 */
(function () {
  var root = document.documentElement;
  var s;
  try {
    s = JSON.parse(localStorage.getItem('theme_settings') || '{}') || {};
  } catch (error) {
    // Garbage, or no storage: defaults.
    s = { unreadable: error };
  }
  function pick(value, allowed) {
    return allowed.indexOf(value) >= 0 ? value : allowed[0];
  }
  function rgb(value) {
    if (typeof value !== 'string' || !/^\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*$/.test(value)) return '';
    var parts = value.split(',');
    for (var i = 0; i < 3; i++) {
      parts[i] = Number(parts[i]);
      if (parts[i] > 255) return '';
    }
    return parts.join(', ');
  }
  // No mode chosen: the system's.
  var mode = !s.datathememode && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : pick(s.datathememode, ['light', 'dark']);
  var attributes = {
    dir: s.lang === 'ar' ? 'rtl' : pick(s.dir, ['ltr', 'rtl']),
    'data-theme-mode': mode,
    'data-nav-layout': pick(s.dataNavLayout, ['vertical', 'horizontal']),
    'data-width': pick(s.dataWidth, ['fullwidth', 'boxed']),
    'data-page-style': pick(s.dataPageStyle, ['regular', 'classic', 'modern']),
    'data-vertical-style': pick(s.dataVerticalStyle, ['default', 'closed', 'icontext', 'overlay', 'detached', 'doublemenu']),
    'data-nav-style': pick(s.dataNavStyle, ['menu-click', 'menu-hover', 'icon-click', 'icon-hover']),
    'data-menu-position': pick(s.dataMenuPosition, ['fixed', 'scrollable']),
    'data-header-position': pick(s.dataHeaderPosition, ['fixed', 'scrollable']),
    'data-toggled': s.datatoggled === true ? 'close' : 'open',
  };
  for (var name in attributes) root.setAttribute(name, attributes[name]);
  // Backgrounds are dark-mode only, as in readThemeSettings().
  var dark = mode === 'dark';
  var image = dark ? pick(s.bgImg, ['', 'bgimg1', 'bgimg2', 'bgimg3', 'bgimg4', 'bgimg5']) : '';
  if (image) root.setAttribute('data-bg-img', image);
  if (/^(en|ar)$/.test(s.lang)) root.setAttribute('lang', s.lang);
  // Shown once the page can be painted dark (AntdRoot, or a public screen).
  if (dark) root.setAttribute('data-theme-pending', '');
  var body = dark ? rgb(s.bodyBg1) : '';
  var colour = body ? 'rgb(' + body + ')' : dark ? 'rgb(0, 0, 0)' : 'rgb(243, 245, 249)';
  // Inline: right even before the stylesheet.
  root.style.colorScheme = mode;
  root.style.backgroundColor = colour;
  root.style.setProperty('--theme-body-bg', colour);
})();
/*
 * Preloads what the first screen needs, named by the build in <meta name="…-preload">: the sign-in screen's files
 * on /sign-in, the private area's on a signed-in visit to a private page; they then download beside the entry.
 */
(function () {
  var path = location.pathname;
  var token;
  try {
    token = JSON.parse(atob(localStorage.getItem('refresh_token').split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
  } catch (error) {
    token = { unreadable: error };
  }
  function preload(name) {
    var meta = document.querySelector('meta[name="' + name + '-preload"]');
    var files = meta ? meta.content.split(' ') : [];
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement('link');
      var css = /\.css$/.test(files[i]);
      link.rel = css ? 'preload' : 'modulepreload';
      if (css) link.as = 'style';
      link.crossOrigin = '';
      link.href = files[i];
      document.head.appendChild(link);
    }
  }
  if (/^\/(sign-in\/?)?$/i.test(path)) preload('sign-in');
  else if (token.exp * 1000 > Date.now() && !/^\/(sign-|forget-|reset-|email-|invitation|erreur)/.test(path)) {
    preload('private');
    if (/^\/dashboard\/?$/i.test(path)) preload('dashboard');
  }
})();
