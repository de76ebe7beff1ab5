import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { Orario, Service } from '../../../common/schedule.js';
import { useCreateService, type CreateServiceData } from './api/create-service.js';
import { useDeleteService } from './api/delete-service.js';
import { useOrario } from './api/get-orario.js';
import { useServices } from './api/list-services.js';
import { useUpdateOrario } from './api/update-orario.js';
import { useUpdateService, type UpdateServiceData } from './api/update-service.js';

type Saved = { success: true };

/**
 * The calls behind the hours editor and the services list: the professional's own by
 * default; the administrator passes the same hooks bound to another professional.
 */
export interface ScheduleApi {
  useOrario: () => UseQueryResult<Orario>;
  useUpdateOrario: () => UseMutationResult<Saved, Error, Orario>;
  useServices: (page: number, q: string) => UseQueryResult<{ services: Service[]; total: number }>;
  useCreateService: () => UseMutationResult<Saved, Error, CreateServiceData>;
  useUpdateService: () => UseMutationResult<Saved, Error, UpdateServiceData>;
  useDeleteService: () => UseMutationResult<Saved, Error, number>;
}

export const ownScheduleApi: ScheduleApi = {
  useOrario,
  useUpdateOrario,
  useServices,
  useCreateService,
  useUpdateService,
  useDeleteService,
};
