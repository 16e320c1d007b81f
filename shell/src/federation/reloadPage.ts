/** A full page load: the backend's new manifest, and the files of the versions it names. */
export function reloadPage(): void {
  window.location.reload();
}
