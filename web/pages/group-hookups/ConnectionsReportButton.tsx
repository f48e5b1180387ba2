import { useState } from 'react';
import { PAGES } from '~/common/messages/pages';
import { Button } from '~/web/components/ui/button';
import { DownloadIcon } from '~/web/components/ui/icons';
import { toaster } from '~/web/components/ui/toast';
import { downloadGroupHookupConnectionsReport } from '~/web/lib/upload';

/** Admins: the Group-Hookup-Connections-Report CSV (spec §9). */
export function ConnectionsReportButton() {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadGroupHookupConnectionsReport();
    } catch (error) {
      toaster.create({ title: error instanceof Error ? error.message : PAGES.internal, type: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button variant="outline" loading={downloading} onClick={() => void download()}>
      <DownloadIcon width={18} height={18} />
      Download connections report
    </Button>
  );
}
