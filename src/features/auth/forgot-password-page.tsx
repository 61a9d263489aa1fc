import { PageHeader } from '../../components/page-header';

export function ForgotPasswordPage() {
  return <PageHeader title="Forgot password" />;
}
