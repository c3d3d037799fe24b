import { errAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { PersonalisationUseCases } from '../../core/storefront/personalisation/personalisation.use-cases.ts';

const notWhileRendering = () => errAsync(apiRequestFailed('/personalisation'));

/** The server renders the constructor's frame only: saving, uploads and buying happen in the browser once hydrated. */
export const renderOnlyPersonalisationUseCases: PersonalisationUseCases<Blob> = {
  openEditor: notWhileRendering,
  autosave: notWhileRendering,
  listUploads: notWhileRendering,
  addToCart: notWhileRendering,
  listProjects: notWhileRendering,
  renameProject: notWhileRendering,
  duplicateProject: notWhileRendering,
  deleteProject: notWhileRendering,
  templatePhoto: () => errAsync({ type: 'PictureUnavailable' }),
};
