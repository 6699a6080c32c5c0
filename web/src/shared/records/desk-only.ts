import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { PHONE_QUERY } from './usePhone';

/**
 * A part only a desk draws (a list's wide table; a phone shows cards): on a desk its code starts downloading with the
 * page, so it is there when the page first draws; a phone never downloads it (~60 KB compressed for antd's table,
 * its pagination, menus and radios, on a link opened on a slow network).
 */
export function deskOnly<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  if (typeof window !== 'undefined' && !window.matchMedia(PHONE_QUERY).matches) void load().catch(() => undefined);
  return lazy(load);
}
