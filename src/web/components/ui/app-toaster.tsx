import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useIsPhone } from '../../hooks/use-is-phone';

/**
 * The app's one toaster (spec section 9: one toast at a time, 5000 ms). On a desktop it floats at the
 * bottom centre. On a phone it is laid out in the app shell's toast strip below the scrolling page, so a
 * toast takes its own room at the foot of the screen and covers nothing for its 5 s (issue 14, point 4:
 * no fixed element covers content). Sonner's region stays a polite live region: toasts are read out.
 */
const inFlow = {
  position: 'relative',
  inset: 'auto',
  transform: 'none',
  width: '100%',
  height: 'var(--front-toast-height)',
  '--width': '100%',
} as CSSProperties;

export function AppToaster() {
  const isPhone = useIsPhone();
  return isPhone ? (
    <Toaster
      visibleToasts={1}
      duration={5000}
      richColors
      position="bottom-center"
      mobileOffset={0}
      style={inFlow}
    />
  ) : (
    // At the foot of a desktop's screen: results and an emergency's banner are brought to the top of the
    // view, and a toast at the top sat over the banner for its 5 s.
    <Toaster visibleToasts={1} duration={5000} richColors position="bottom-center" />
  );
}
