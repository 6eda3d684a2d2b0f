import { useEffect, useState } from 'react';

/** Below Tailwind's `sm` breakpoint (640 px): a phone held upright. Follows rotation and resizing. */
const phoneQuery = '(max-width: 639px)';

export function useIsPhone(): boolean {
  const [isPhone, setPhone] = useState(() => globalThis.matchMedia?.(phoneQuery).matches ?? false);
  useEffect(() => {
    const media = globalThis.matchMedia?.(phoneQuery);
    if (!media) return;
    const update = () => setPhone(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return isPhone;
}
