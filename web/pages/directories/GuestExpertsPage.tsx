// spec §2 /guest/experts: the experts of the community for visitors, under the guest header (Log in, Sign up).
import { DirectoryPage } from '~/web/components/directories/DirectoryPage';

export default function GuestExpertsPage() {
  return <DirectoryPage kind="experts" guest />;
}
