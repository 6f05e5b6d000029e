import { useMutation } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { attachmentFileName } from './attachmentFileName.ts';
import { saveFile } from './saveFile.ts';
import type { LeadsFilter } from './useLeadsQuery.ts';

/** Read as a Blob, not text: text would drop the byte order mark that makes spreadsheets read the file as UTF-8. */
async function exportLeads(filter: LeadsFilter): Promise<void> {
  const call = client.GET('/functions/v1/leads/export', { params: { query: filter }, parseAs: 'blob' });
  const csv = await adminCall(call, 'Failed to export leads');
  const { response } = await call;
  saveFile(csv, attachmentFileName(response.headers.get('Content-Disposition')) ?? 'leads.csv');
}

/** Every lead the filters match, as the CSV file the server names (`leads-2026-11-21.csv`), saved by the browser. */
export function useExportLeadsMutation() {
  return useMutation({ mutationFn: exportLeads });
}
