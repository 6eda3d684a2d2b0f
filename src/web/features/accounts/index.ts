/** Clinician accounts: sign-in, the sign-in requirement on what others rely on, and the admin's screens. */
export { useClinician, type Clinician } from './api';
export { AccountLink, SignInRequired } from './sign-in-required';
export { SignInPage } from './sign-in-page';
export { AdminPage } from './admin-page';
