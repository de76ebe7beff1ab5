import type { ScheduleApi } from '../../features/schedule/schedule-api.js';
import { useCreateAdminService } from '../../features/admin/api/create-admin-service.js';
import { useDeleteAdminService } from '../../features/admin/api/delete-admin-service.js';
import { useAdminOrario } from '../../features/admin/api/get-admin-orario.js';
import { useAdminServices } from '../../features/admin/api/list-admin-services.js';
import { useUpdateAdminOrario } from '../../features/admin/api/update-admin-orario.js';
import { useUpdateAdminService } from '../../features/admin/api/update-admin-service.js';

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
