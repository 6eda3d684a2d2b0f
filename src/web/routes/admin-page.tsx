import { AdminPage } from '../features/accounts';

export default AdminPage;
