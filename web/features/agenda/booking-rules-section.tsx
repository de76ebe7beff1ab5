import { useEffect } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import {
  CHANGE_CHOICES,
  HORIZON_CHOICES,
  NOTICE_CHOICES,
  RULES_MSG,
  daysText,
  durationText,
  type BookingRules,
} from '../../../common/booking-rules.js';
import { FormNativeSelect } from '../../components/form-native-select.js';
import { SectionCard } from '../../components/section-card.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { errorMessage } from '../../lib/api.js';
import { useBookingRules, useUpdateBookingRules } from './api/booking-rules.js';

/** The choices, plus the saved value when it is not one of them (it may have been set through the API). */
const options = (choices: readonly number[], saved: number | undefined, text: (v: number) => string) =>
  [...new Set([...choices, ...(saved === undefined ? [] : [saved])])]
    .sort((a, b) => a - b)
    .map((value) => ({ value, label: text(value) }));

const noticeText = (minutes: number) => (minutes === 0 ? RULES_MSG.noticeNone : `Almeno ${durationText(minutes)} prima`);
const changeText = (minutes: number) => (minutes === 0 ? RULES_MSG.changeUntilStart : `Fino a ${durationText(minutes)} prima`);
const horizonText = (days: number) => `Fino a ${daysText(days)} da oggi`;

/** /account (professional): minimum notice, how late clients may cancel, how far ahead they may book. */
export function BookingRulesSection() {
  const rules = useBookingRules();
  const update = useUpdateBookingRules();
  const { status, showError, showSuccess, clear } = useStatus();
  const form = useForm<BookingRules>({ values: rules.data });

  useEffect(() => clear, [clear]);

  const save = form.handleSubmit((values) => {
    clear();
    update.mutate(values, { onSuccess: (res) => showSuccess(res.message), onError: showError });
  });

  return (
    <SectionCard
      title="Regole di prenotazione"
      description="Valgono per le prenotazioni online dei tuoi clienti. Tu puoi sempre modificare la tua agenda; fuori da queste regole il cliente ti deve scrivere."
    >
      {rules.isError ? (
        <StatusAlert status={{ kind: 'error', text: errorMessage(rules.error) }} />
      ) : !rules.data ? (
        <CircularProgress size={40} aria-label="Caricamento regole" />
      ) : (
        <Stack component="form" noValidate onSubmit={save} sx={{ gap: 3 }}>
          <StatusAlert status={status} onClose={clear} />
          <FormNativeSelect
            control={form.control}
            name="preavvisoMinuti"
            label="Preavviso minimo per prenotare"
            options={options(NOTICE_CHOICES, rules.data.preavvisoMinuti, noticeText)}
          />
          <FormNativeSelect
            control={form.control}
            name="modificheFinoMinuti"
            label="Il cliente può annullare"
            options={options(CHANGE_CHOICES, rules.data.modificheFinoMinuti, changeText)}
          />
          <FormNativeSelect
            control={form.control}
            name="orizzonteGiorni"
            label="Prenotabile in anticipo"
            options={options(HORIZON_CHOICES, rules.data.orizzonteGiorni, horizonText)}
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
              Salva regole
            </Button>
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
