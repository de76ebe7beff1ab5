import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { CreateServiceResponse, Orario, ServicesResponse } from '../../../common/schedule.js';
import type { MessageResponse } from '../../../common/validation.js';
import { useCreateService, type CreateServiceData } from './api/create-service.js';
import { useDeleteService } from './api/delete-service.js';
import { useOrario } from './api/get-orario.js';
import { useServices } from './api/list-services.js';
import { useUpdateOrario } from './api/update-orario.js';
import { useUpdateService, type UpdateServiceData } from './api/update-service.js';

/**
 * The calls behind the hours editor and the services list: the professional's own by
 * default; the administrator passes the same hooks bound to another professional.
 */
export interface ScheduleApi {
  useOrario: () => UseQueryResult<Orario>;
  useUpdateOrario: () => UseMutationResult<MessageResponse, Error, Orario>;
  useServices: (page: number, q: string) => UseQueryResult<ServicesResponse>;
  useCreateService: () => UseMutationResult<CreateServiceResponse, Error, CreateServiceData>;
  useUpdateService: () => UseMutationResult<MessageResponse, Error, UpdateServiceData>;
  useDeleteService: () => UseMutationResult<MessageResponse, Error, number>;
}

export const ownScheduleApi: ScheduleApi = {
  useOrario,
  useUpdateOrario,
  useServices,
  useCreateService,
  useUpdateService,
  useDeleteService,
};
