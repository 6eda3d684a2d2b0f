/** Clinician accounts: sign-in, the sign-in requirement on what others rely on, and the admin's screens. */
import { lazy } from 'react';

export { useClinician, type Clinician } from './api';
export { AccountLink, SignInRequired } from './sign-in-required';

// Opened rarely: their code is fetched when they are, not with every screen.
export const SignInPage = lazy(() =>
  import('./sign-in-page').then(({ SignInPage }) => ({ default: SignInPage })),
);
export const AdminPage = lazy(() => import('./admin-page').then(({ AdminPage }) => ({ default: AdminPage })));
