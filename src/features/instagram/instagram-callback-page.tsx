import { PageHeader } from '../../components/page-header';

export function InstagramCallbackPage() {
  return <PageHeader title="Connecting your account" />;
}
