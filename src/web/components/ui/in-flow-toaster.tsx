import { useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster, toast } from 'sonner';

/**
 * Where toasts show on a phone while a screen's most important work is on it (an emergency's to-do
 * list): in the page's flow, above that work, instead of fixed over it. A fixed toast at 360 px sits
 * over whatever scrolls beneath it, such as a "Mark given now" button, for its 5 s (issue 14, point 4:
 * no fixed element covers a control). While one is mounted the app's fixed toaster steps aside.
 */
let mounted = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setMounted = (change: number) => {
  mounted += change;
  for (const listener of listeners) listener();
};

/** Whether an in-flow toaster is on the page (the fixed one is then not rendered). */
export const useHasInFlowToaster = () => useSyncExternalStore(subscribe, () => mounted > 0);

const inFlow = {
  position: 'relative',
  inset: 'auto',
  transform: 'none',
  width: '100%',
  height: 'var(--front-toast-height)',
  '--width': '100%',
} as CSSProperties;

/** The toasts shown before it appeared (the emergency's own alert) are shown again here, whole. */
function moveShownToasts() {
  for (const shown of toast.getToasts()) {
    if (!('title' in shown) || shown.toasterId !== undefined) continue;
    const { id, title, description, type } = shown;
    toast.dismiss(id);
    const show = type === 'error' ? toast.error : type === 'success' ? toast.success : toast;
    show(typeof title === 'function' ? title() : title, { description });
  }
}

/** Render only on a phone: beside the fixed toaster of a desktop, each toast would show twice. */
export function InFlowToaster() {
  useEffect(() => {
    setMounted(1);
    // After the fixed toaster is gone and this one listens: the next render of the app drops it.
    const timer = setTimeout(moveShownToasts, 0);
    return () => {
      clearTimeout(timer);
      setMounted(-1);
    };
  }, []);
  return <Toaster visibleToasts={1} duration={5000} richColors position="top-center" style={inFlow} />;
}
