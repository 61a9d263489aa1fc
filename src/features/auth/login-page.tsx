import { PageHeader } from '../../components/page-header';

export function LoginPage() {
  return <PageHeader title="Sign in" />;
}
