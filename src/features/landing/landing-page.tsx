import { PageHeader } from '../../components/page-header';

export function LandingPage() {
  return <PageHeader title="Camp Weekend" />;
}
