import { useCallback, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'afyadx.theme';
const listeners = new Set<() => void>();

function isDarkNow(): boolean {
  return document.documentElement.classList.contains('dark');
}

/** Called once before the first render so the page never flashes the wrong theme. */
export function applyStoredTheme(): void {
  let stored: string | null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    stored = null;
  }
  const prefersDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', stored ? stored === 'dark' : prefersDark);
}

export function setDarkMode(isDark: boolean): void {
  document.documentElement.classList.toggle('dark', isDark);
  try {
    localStorage.setItem(STORAGE_KEY, isDark ? 'dark' : 'light');
  } catch {
    // the choice lasts for this page only
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDarkMode(): [boolean, () => void] {
  const isDark = useSyncExternalStore(subscribe, isDarkNow, () => false);
  const toggle = useCallback(() => setDarkMode(!isDarkNow()), []);
  return [isDark, toggle];
}
