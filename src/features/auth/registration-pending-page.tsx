import { PageHeader } from '../../components/page-header';

export function RegistrationPendingPage() {
  return <PageHeader title="Registration pending" />;
}
