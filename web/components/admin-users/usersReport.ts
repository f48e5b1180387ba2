// The admins' Users-Report CSV (spec §9; services/API.md GET admin/users/export), downloaded through the session's
// uploads (web/lib/upload.ts: bearer, one refresh after a 401, the server's filename), with the list's filters.
import { useUpload, type ReportRange } from '~/web/lib/upload';

export function useUsersReport(): (filters?: ReportRange) => Promise<void> {
  return useUpload().downloadUsersReport;
}
