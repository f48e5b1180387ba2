// spec §2 /ambassadors: the organisation's ambassadors, for members.
import { DirectoryPage } from '~/web/components/directories/DirectoryPage';

export default function AmbassadorsPage() {
  return <DirectoryPage kind="ambassadors" guest={false} />;
}
