import { AdminPage } from '../features/accounts';

export default function AdminRoute() {
  return <AdminPage />;
}
