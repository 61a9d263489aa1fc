import { PageHeader } from '../../components/page-header';

export function HomePage() {
  return <PageHeader title="Home" />;
}
