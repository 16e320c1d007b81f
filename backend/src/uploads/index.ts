/** The uploads domain as other domains see it: they import only from here (docs/decisions/layers.md). */
export { UPLOAD_FILE_NAME, ownedUploadKey } from './urls';
