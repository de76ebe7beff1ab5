import { ID_IMAGE_TYPES, LIMITS } from '../../../common/constants.js';
import { MSG } from '../../../common/messages/it.js';

export const ID_IMAGE_ACCEPT = 'image/jpeg,image/gif,image/png,application/pdf,application/postscript,.eps';

const extensions = new RegExp(`\\.(${[...ID_IMAGE_TYPES, 'jpg'].join('|')})$`, 'i');

/** The client-side twin of the server's checks on the professional's ID document (spec §5, §8). */
export function idImageError(file: File | null): string | null {
  if (!file) return MSG.missingImage;
  if (!extensions.test(file.name)) return MSG.imageWrongType;
  if (file.size > LIMITS.idImageBytes) return MSG.imageTooLarge;
  return null;
}
