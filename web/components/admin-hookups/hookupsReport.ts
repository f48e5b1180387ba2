// The admins' Hookups-Report CSV (spec §9; services/API.md GET hookup-admin/hookup/export), downloaded through
// the session's uploads (web/lib/upload.ts: bearer, one refresh after a 401, the server's filename).
import { useUpload, type ReportRange } from '~/web/lib/upload';

export function useHookupsReport(): (range?: ReportRange) => Promise<void> {
  return useUpload().downloadHookupsReport;
}
