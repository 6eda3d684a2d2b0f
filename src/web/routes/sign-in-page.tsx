import { SignInPage } from '../features/accounts';

export default function SignInRoute() {
  return <SignInPage />;
}
