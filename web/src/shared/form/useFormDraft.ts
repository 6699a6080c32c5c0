import type { FormApi } from 'final-form';
import { useEffect, useState } from 'react';

const PREFIX = 'chantiers.draft';
/** A week: an older draft is not what the user remembers typing. */
const KEEP_MS = 7 * 24 * 3600 * 1000;

export interface Draft<V> {
  values: V;
  savedAt: string;
}

const storageKey = (key: string) => `${PREFIX}:${key}`;

function read<V>(key: string): Draft<V> | null {
  try {
    const raw = localStorage.getItem(storageKey(key));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft<V>;
    if (!draft?.savedAt || Date.now() - Date.parse(draft.savedAt) > KEEP_MS) {
      localStorage.removeItem(storageKey(key));
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

function write(key: string, values: unknown): void {
  try {
    localStorage.setItem(storageKey(key), JSON.stringify({ values, savedAt: new Date().toISOString() }));
  } catch {
    // A full or refused storage: the leave warning still protects the page.
  }
}

const forget = (key: string) => localStorage.removeItem(storageKey(key));

/**
 * Typed work is never lost silently. While a form holds changes not yet saved, they are kept in the browser as a
 * draft and closing or reloading the tab asks first; a successful save forgets the draft. When the form opens again,
 * the draft is offered back (`found`, then `restore` or `discard`). `key` names the form and its user, so a shared
 * browser keeps each person's drafts apart (the caller knows the user: shared/ does not read the session).
 */
export function useFormDraft<V extends object>(key: string, form: FormApi<V>) {
  const [found, setFound] = useState<Draft<V> | null>(() => read<V>(key));
  useEffect(() => {
    let unsaved = false;
    let timer: number | undefined;
    const unsubscribe = form.subscribe(
      ({ values, dirty, dirtySinceLastSubmit, submitSucceeded }) => {
        const was = unsaved;
        // Changed from what the form opened with (or was re-initialised with by a save), and not just saved.
        unsaved = Boolean(dirty && (!submitSucceeded || dirtySinceLastSubmit));
        window.clearTimeout(timer);
        // Saved, or typed back as it was: the draft has done its work. Untouched since it opened: a draft from before
        // stays on offer.
        if (was && !unsaved) forget(key);
        else if (unsaved) timer = window.setTimeout(() => write(key, values), 300);
      },
      { values: true, dirty: true, dirtySinceLastSubmit: true, submitSucceeded: true },
    );
    const warn = (e: BeforeUnloadEvent) => {
      if (!unsaved) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('beforeunload', warn);
    };
  }, [key, form]);
  return {
    found,
    restore() {
      if (!found) return;
      const values = found.values as Record<string, unknown>;
      form.batch(() => {
        for (const [name, value] of Object.entries(values)) form.change(name as keyof V, value as V[keyof V]);
      });
      setFound(null);
    },
    discard() {
      forget(key);
      setFound(null);
    },
  };
}
