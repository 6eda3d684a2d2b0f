/** The clinician's display preferences: dark mode, voice announcements, language. */
export { applyStoredTheme } from './dark-mode';
export { DarkModeToggle, VoiceToggle } from './preference-toggles';
export { LanguageSwitcher } from './language-switcher';
export { announce } from './voice';
