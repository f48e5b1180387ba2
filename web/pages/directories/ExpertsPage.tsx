// spec §2 /experts: the organisation's experts, for members.
import { DirectoryPage } from '~/web/components/directories/DirectoryPage';

export default function ExpertsPage() {
  return <DirectoryPage kind="experts" guest={false} />;
}
