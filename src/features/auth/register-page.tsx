import { PageHeader } from '../../components/page-header';

export function RegisterPage() {
  return <PageHeader title="Create account" />;
}
