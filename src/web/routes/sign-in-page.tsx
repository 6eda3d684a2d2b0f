import { SignInPage } from '../features/accounts';

export default SignInPage;
