/** The users domain as other domains see it: they import only from here (docs/decisions/layers.md). */
export { findUserById, presentCurrentUser } from './currentUser';
export { findPublicUser } from './service';
export { universityFromEmail } from './universities';
