/* "Export CSV": the whole filtered list from the server (all pages, streamed), behind the bearer token. */
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useState } from 'react';
import { downloadWithAuth } from '@/lib/download';
import { enqueueSnackbar } from '@/lib/notify';
import { exportCsvUrl } from './list-state';
import type { AdminList } from './useAdminList';

export interface ExportCsvButtonProps {
  list: AdminList;
  /** The REST collection name: `GET /api/<resource>/export.csv`. */
  resource: string;
}

export function ExportCsvButton({ list, resource }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const handleExport = async () => {
    setBusy(true);
    try {
      await downloadWithAuth(exportCsvUrl(resource, list.fields, list.state), `${resource}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (e) {
      enqueueSnackbar(e instanceof Error ? e.message : 'The export cannot be downloaded right now.', { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void handleExport()} disabled={busy}>
      Export CSV
    </Button>
  );
}
