import type { Locale } from '@chantiers/schema';
import { createContext, useContext } from 'react';

export interface LocaleState {
  locale: Locale;
  changeLocale(locale: Locale): void;
}

/** The language shown and how to change it; app/locale.tsx provides it (the choice is stored with the theme settings). */
export const LocaleContext = createContext<LocaleState>({ locale: 'fr', changeLocale: () => undefined });

export const useLocale = () => useContext(LocaleContext);
