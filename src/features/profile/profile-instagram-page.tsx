import { PageHeader } from '../../components/page-header';

export function ProfileInstagramPage() {
  return <PageHeader title="Profile" />;
}
