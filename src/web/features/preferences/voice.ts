import { useCallback, useSyncExternalStore } from 'react';
import i18next from 'i18next';

const STORAGE_KEY = 'afyadx.voice';
const listeners = new Set<() => void>();

function isVoiceOn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const speechLanguages: Record<string, string> = { en: 'en-GB', sw: 'sw-KE', fr: 'fr-FR' };

/** Speaks a short announcement with the browser's speech synthesis when the user has turned voice on. */
export function announce(text: string): void {
  if (
    !isVoiceOn() ||
    typeof speechSynthesis === 'undefined' ||
    typeof SpeechSynthesisUtterance === 'undefined'
  )
    return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = speechLanguages[i18next.language] ?? 'en-GB';
  speechSynthesis.cancel();
  speechSynthesis.speak(utterance);
}

export function useVoice(): [boolean, () => void] {
  const isOn = useSyncExternalStore(subscribe, isVoiceOn, () => false);
  const toggle = useCallback(() => {
    try {
      localStorage.setItem(STORAGE_KEY, isVoiceOn() ? 'off' : 'on');
    } catch {
      // cannot remember; nothing to toggle
    }
    for (const listener of listeners) listener();
  }, []);
  return [isOn, toggle];
}
