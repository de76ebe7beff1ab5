import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LIMITS, PAGE_SIZE } from '../../../common/constants.js';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import type { DocumentItem } from '../../../common/workspace.js';
import { ListPager } from '../../components/list-pager.js';
import { SearchField } from '../../components/search-field.js';
import { SectionCard } from '../../components/section-card.js';
import { StatusAlert } from '../../components/status-alert.js';
import { UnreadBadge } from '../../components/unread-badge.js';
import { usePagedSearch } from '../../components/use-paged-search.js';
import { useStatus } from '../../components/use-status.js';
import { ApiError, errorMessage } from '../../lib/api.js';
import type { Role } from '../../lib/role.js';
import { useUnread } from '../../lib/use-unread.js';
import { useDownloadDocument } from './api/download-document.js';
import { useDocuments } from './api/list-documents.js';
import { useUploadDocument } from './api/upload-document.js';
import { DeleteDocumentDialog } from './delete-document-dialog.js';
import { BOX_LABELS, uploaderOf, type DocumentBox } from './document-boxes.js';
import { DocumentsTable } from './documents-table.js';
import { UploadButton } from './upload-button.js';
import { UploadProgress } from './upload-progress.js';
import { useMarkDocumentsSeen } from './use-mark-documents-seen.js';

interface DocumentsPanelProps {
  viewer: Role;
  otherId: number;
}

const emptyTextOf = (box: DocumentBox, q: string) =>
  q ? WORKSPACE_MSG.noDocumentsFound : box === 'received' ? WORKSPACE_MSG.noDocumentsReceived : WORKSPACE_MSG.noDocumentsSent;

/** The files of one link: received and sent, search, upload with progress, download, delete. */
export function DocumentsPanel({ viewer, otherId }: DocumentsPanelProps) {
  const [box, setBox] = useState<DocumentBox>('received');
  const { page, setPage, search, setSearch, q } = usePagedSearch();
  const documents = useDocuments(otherId, uploaderOf(viewer, box), page, q);
  const upload = useUploadDocument();
  const download = useDownloadDocument();
  const { status, showError, showSuccess, clear } = useStatus();
  const [deleting, setDeleting] = useState<DocumentItem | null>(null);
  const unseen = useUnread().documentsOf(otherId);
  const watched = useMarkDocumentsSeen(otherId, box === 'received' && !q && page === 0, unseen);

  // The e-mail about new documents links here (#documenti): bring the panel into view.
  useEffect(() => {
    if (window.location.hash === '#documenti') watched.current?.scrollIntoView({ block: 'start' });
  }, [watched]);

  const openBox = (next: DocumentBox) => {
    setBox(next);
    setPage(0);
  };

  const onFile = (file: File) => {
    clear();
    if (file.size > LIMITS.documentBytes) return showError(new ApiError(WORKSPACE_MSG.documentTooLarge, 413));
    if (file.size === 0) return showError(new ApiError(WORKSPACE_MSG.documentEmpty, 400));
    upload.mutate(
      { id: otherId, file },
      {
        onSuccess: (message) => {
          setSearch('');
          openBox('sent');
          showSuccess(message);
        },
        onError: showError,
      },
    );
  };

  const onDownload = (document: DocumentItem) => {
    clear();
    download.mutate(document.id, { onError: showError });
  };

  return (
    <Box ref={watched} id="documenti" sx={{ scrollMarginTop: 80 }}>
      <SectionCard title="Documenti" action={<UploadButton disabled={upload.isPending} onFile={onFile} />}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', gap: 1.5, mb: 2 }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={box}
            onChange={(_event, next: DocumentBox | null) => next && openBox(next)}
            aria-label="Documenti ricevuti o inviati"
            sx={{ '& .MuiToggleButton-root': { px: 2.5, flex: { xs: 1, sm: 'none' } } }}
          >
            {(['received', 'sent'] as const).map((value) => (
              <ToggleButton key={value} value={value}>
                {BOX_LABELS[value]}
                {value === 'received' && <UnreadBadge count={0} documents={unseen} />}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <SearchField value={search} onChange={setSearch} label="Cerca tra i documenti" />
        </Stack>
        {upload.isPending && upload.variables && (
          <UploadProgress fileName={upload.variables.file.name} percent={upload.progress} />
        )}
        <StatusAlert status={status} onClose={clear} />
        {documents.isError && <StatusAlert status={{ kind: 'error', text: errorMessage(documents.error) }} />}
        <Box sx={{ opacity: documents.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <DocumentsTable
            documents={documents.data?.documents ?? []}
            emptyText={documents.isPending ? 'Caricamento dei documenti…' : emptyTextOf(box, q)}
            downloadingId={download.isPending ? (download.variables ?? null) : null}
            onDownload={onDownload}
            onDelete={viewer === 'op' ? setDeleting : undefined}
          />
        </Box>
        <Box sx={{ mt: 1.5 }}>
          <ListPager
            page={page}
            pageSize={PAGE_SIZE.documents}
            total={documents.data?.total ?? 0}
            loading={documents.isFetching}
            onPageChange={setPage}
          />
        </Box>
        {deleting && (
          <DeleteDocumentDialog
            otherId={otherId}
            document={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={(message) => {
              if (documents.data?.documents.length === 1 && page > 0) setPage(page - 1);
              showSuccess(message);
            }}
            onError={showError}
          />
        )}
      </SectionCard>
    </Box>
  );
}
