import { useState } from 'react';
import Box from '@mui/material/Box';
import { PAGE_SIZE } from '../../../common/constants.js';
import { SUBSCRIPTION_MSG } from '../../../common/messages/subscriptions.js';
import { ListPager } from '../../components/list-pager.js';
import { SectionCard } from '../../components/section-card.js';
import { StatusAlert } from '../../components/status-alert.js';
import { errorMessage } from '../../lib/api.js';
import { usePayments } from './api/list-payments.js';
import { PaymentsTable } from './payments-table.js';

/** The payment history, newest first, 5 per page (spec §2, §9). */
export function PaymentsSection() {
  const [page, setPage] = useState(0);
  const payments = usePayments(page);

  return (
    <SectionCard title="Storico pagamenti">
      {payments.isError && (
        <StatusAlert status={{ kind: 'error', text: `${SUBSCRIPTION_MSG.paymentsError}${errorMessage(payments.error)}` }} />
      )}
      <Box sx={{ opacity: payments.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <PaymentsTable
          payments={payments.data?.payments ?? []}
          emptyText={
            payments.isPending
              ? 'Caricamento dei pagamenti…'
              : payments.isError
                ? 'Storico non disponibile.'
                : SUBSCRIPTION_MSG.noPayments
          }
        />
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <ListPager
          page={page}
          pageSize={PAGE_SIZE.payments}
          total={payments.data?.total ?? 0}
          loading={payments.isFetching}
          onPageChange={setPage}
        />
      </Box>
    </SectionCard>
  );
}
