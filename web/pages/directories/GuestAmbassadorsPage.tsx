// spec §2 /guest/ambassadors: the ambassadors of the community for visitors, under the guest header (Log in, Sign up).
import { DirectoryPage } from '~/web/components/directories/DirectoryPage';

export default function GuestAmbassadorsPage() {
  return <DirectoryPage kind="ambassadors" guest />;
}
