import { PageHeader } from '../../components/page-header';

export function PrivacyPage() {
  return <PageHeader title="Privacy Policy" />;
}
