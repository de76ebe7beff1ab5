import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SeriesPreviewResponse, seriesSchema } from '../../../../common/agenda.js';
import { api } from '../../../lib/api.js';

export type SeriesData = z.input<typeof seriesSchema>;

export const previewSeries = async (input: SeriesData) =>
  (await api.post<SeriesPreviewResponse>('/api/anteprimaserie', { ...input })).date;

/** The dates of a series and what each would meet, booking nothing. */
export const usePreviewSeries = () => useMutation({ mutationFn: previewSeries });
