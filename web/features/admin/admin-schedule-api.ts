import type { ScheduleApi } from '../schedule/schedule-api.js';
import { useCreateAdminService } from './api/create-admin-service.js';
import { useDeleteAdminService } from './api/delete-admin-service.js';
import { useAdminOrario } from './api/get-admin-orario.js';
import { useAdminServices } from './api/list-admin-services.js';
import { useUpdateAdminOrario } from './api/update-admin-orario.js';
import { useUpdateAdminService } from './api/update-admin-service.js';

/** The schedule editors of /account, pointed at another professional's hours and services. */
export function adminScheduleApi(userId: number): ScheduleApi {
  return {
    useOrario: () => useAdminOrario(userId),
    useUpdateOrario: () => useUpdateAdminOrario(userId),
    useServices: (page, q) => useAdminServices(userId, page, q),
    useCreateService: () => useCreateAdminService(userId),
    useUpdateService: () => useUpdateAdminService(userId),
    useDeleteService: () => useDeleteAdminService(userId),
  };
}
